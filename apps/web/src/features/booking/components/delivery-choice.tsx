import { useId, useState } from 'react';
import { DELIVERY_MESSAGES, type DeliveryLeg } from '@rental/shared/delivery';
import { formatRupees } from '@rental/shared/rental';
import { useDeliveryAreas } from '../api/delivery-areas';
import {
  EMPTY_ADDRESS as EMPTY,
  type DeliveryAddressInput as Address,
  type DeliveryChoiceState,
} from '../hooks/use-delivery-choice';

// docs/product.md#doorstep-delivery: in the wizard, the pickup and the return each at the branch
// or at the renter's address; the fee shown is the area's, the server prices it again.

const TITLES = { pickup: 'Pickup', return: 'Return' } as const;
const DOORSTEP = { pickup: 'Bring the car to my address', return: 'Collect it from my address' };

function LegChoice(props: {
  leg: DeliveryLeg;
  address: Address | null;
  fees: Map<string, number> | undefined;
  disabled: boolean;
  onChange: (address: Address | null) => void;
}) {
  const { leg, address, fees, disabled, onChange } = props;
  const id = useId();
  const [locating, setLocating] = useState(false);
  const fee = address && /^\d{6}$/.test(address.pin) ? fees?.get(address.pin) : undefined;
  const outside = address && /^\d{6}$/.test(address.pin) && fees && fee === undefined;
  const edit = (change: Partial<Address>) => onChange({ ...(address ?? EMPTY), ...change });
  // Permission is asked only on this tap, never when the step opens.
  const locate = () => {
    if (!navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        edit({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      () => setLocating(false),
    );
  };
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="fs-6 fw-semibold">{TITLES[leg]}</legend>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          id={`${id}-branch`}
          name={`${id}-where`}
          checked={!address}
          onChange={() => onChange(null)}
        />
        <label className="form-check-label" htmlFor={`${id}-branch`}>
          At the branch
        </label>
      </div>
      <div className="form-check mb-2">
        <input
          className="form-check-input"
          type="radio"
          id={`${id}-door`}
          name={`${id}-where`}
          checked={Boolean(address)}
          onChange={() => onChange(address ?? EMPTY)}
        />
        <label className="form-check-label" htmlFor={`${id}-door`}>
          {DOORSTEP[leg]}
        </label>
      </div>
      {address && (
        <div className="row g-2 ps-4">
          <div className="col-12">
            <label className="form-label small mb-1" htmlFor={`${id}-line`}>
              House and street
            </label>
            <input
              className="form-control"
              id={`${id}-line`}
              autoComplete="street-address"
              required
              maxLength={200}
              value={address.line}
              onChange={(e) => edit({ line: e.target.value })}
            />
          </div>
          <div className="col-12 col-sm-7">
            <label className="form-label small mb-1" htmlFor={`${id}-landmark`}>
              Landmark (optional)
            </label>
            <input
              className="form-control"
              id={`${id}-landmark`}
              maxLength={120}
              value={address.landmark}
              onChange={(e) => edit({ landmark: e.target.value })}
            />
          </div>
          <div className="col-12 col-sm-5">
            <label className="form-label small mb-1" htmlFor={`${id}-pin`}>
              PIN code
            </label>
            <input
              className={`form-control${outside ? ' is-invalid' : ''}`}
              id={`${id}-pin`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              required
              aria-describedby={`${id}-fee`}
              value={address.pin}
              onChange={(e) => edit({ pin: e.target.value.trim() })}
            />
          </div>
          <p
            id={`${id}-fee`}
            className={outside ? 'text-danger small' : 'small'}
            aria-live="polite"
          >
            {outside
              ? DELIVERY_MESSAGES.outsideArea
              : fee !== undefined
                ? `Fee ${formatRupees(fee)}, added to your total.`
                : ''}
          </p>
          <div className="col-12">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={locate}
              disabled={locating}
            >
              {address.lat !== null ? 'Location added ✓' : 'Add my location from this phone'}
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** The two legs' choices; mounted by the wizard on the schedule step. */
export function DeliveryChoice(props: {
  /** The car's branch; older screens' cars may lack it, which offers no delivery. */
  branch: string | undefined;
  choice: DeliveryChoiceState;
  disabled: boolean;
}) {
  const wanted = Boolean(props.choice.legs.pickup || props.choice.legs.return);
  const areas = useDeliveryAreas(wanted && Boolean(props.branch));
  const area = areas.data?.find((a) => a.branch === props.branch);
  // Until the areas are read nothing is judged; a branch without an area serves no PIN code.
  const fees = areas.data && new Map((area?.pins ?? []).map((p) => [p.pin, p.fee]));
  return (
    <section aria-labelledby="delivery-choice-title" className="mt-3">
      <h3 id="delivery-choice-title" className="h6">
        Doorstep delivery
      </h3>
      {(['pickup', 'return'] as const).map((leg) => (
        <LegChoice
          key={leg}
          leg={leg}
          address={props.choice.legs[leg]}
          fees={fees}
          disabled={props.disabled}
          onChange={(address) => props.choice.set(leg, address)}
        />
      ))}
    </section>
  );
}
