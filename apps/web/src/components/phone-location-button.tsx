import { useId, useState } from 'react';
import { DELIVERY_MESSAGES } from '@rental/shared/delivery';

// docs/product.md#doorstep-delivery: the optional location from the renter's phone, in the
// wizard and on the booking card's change form. Permission is asked only on the tap, never when
// the form opens; a refusal or a phone without a fix says so, and the typed address still counts.

export interface PhoneLocation {
  lat: number;
  lng: number;
}

type Status = 'idle' | 'locating' | 'refused' | 'unavailable';

export function PhoneLocationButton(props: {
  /** Whether the address already carries a location. */
  located: boolean;
  onLocated: (location: PhoneLocation) => void;
  disabled?: boolean;
}) {
  const statusId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setStatus('idle');
        props.onLocated({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const words =
    status === 'refused'
      ? DELIVERY_MESSAGES.locationRefused
      : status === 'unavailable'
        ? DELIVERY_MESSAGES.locationUnavailable
        : '';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={locate}
        disabled={props.disabled || status === 'locating'}
        aria-describedby={statusId}
      >
        {status === 'locating'
          ? 'Finding your location…'
          : props.located
            ? 'Location added ✓'
            : 'Add my location from this phone'}
      </button>
      <span id={statusId} className="small text-danger" aria-live="polite">
        {words}
      </span>
    </div>
  );
}
