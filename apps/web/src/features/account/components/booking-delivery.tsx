import { useState } from 'react';
import type { Booking } from '@rental/shared/bookings';
import { DELIVERY_MESSAGES, type BookingDelivery, type DeliveryLeg } from '@rental/shared/delivery';
import { formatRupees } from '@rental/shared/rental';
import { formatKolkataDateTime } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useBookingDelivery, type DeliveryChanged } from '../api/booking-delivery';
import type { DeliveryChangeForm } from '../lib/delivery-change-form';
import { DeliveryLegForm } from './delivery-leg-form';

// docs/product.md#doorstep-delivery: on the renter's booking card, each leg's place and hour and
// until when it may change; the leg's form opens on demand.

const TITLES = { pickup: 'Pickup', return: 'Return' } as const;
const HOUR_MS = 60 * 60_000;
/** Bookings whose legs may still change; the server has the last word. */
const CHANGEABLE = ['Pending', 'Confirmed'];

function LegCard(props: { booking: Booking; leg: DeliveryLeg; delivery: BookingDelivery }) {
  const { booking: b, leg, delivery } = props;
  const door = delivery.legs.find((l) => l.leg === leg);
  const at = door?.at ?? (leg === 'pickup' ? b.pickupDateTime : b.returnDateTime);
  const until = delivery.changeUntil[leg];
  // The cut-off in hours, as the server counts it, for the catalogue's words.
  const cutoffHours = Math.round((Date.parse(at) - Date.parse(until)) / HOUR_MS);
  // Judged once, when the section opens; the server refuses a late change in any case.
  const [closed, setClosed] = useState<string | null>(() =>
    new Date() > new Date(until) ? DELIVERY_MESSAGES.tooLate(cutoffHours) : null,
  );
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string>();
  const confirmation = useFocusOnArrival<HTMLParagraphElement>(saved !== undefined);
  const titleId = `delivery-${b._id}-${leg}-title`;
  const kolkata = at.slice(0, 16);
  const initial: DeliveryChangeForm = {
    where: door ? 'door' : 'branch',
    line: door?.line ?? '',
    landmark: door?.landmark ?? '',
    pin: door?.pin ?? '',
    lat: door?.lat ?? null,
    lng: door?.lng ?? null,
    date: kolkata.slice(0, 10),
    time: kolkata.slice(11, 16),
  };
  const onSaved = ({ delivery: after, booking: fresh }: DeliveryChanged) => {
    const now = after.legs.find((l) => l.leg === leg);
    const fee = now ? ` Fee ${formatRupees(now.fee)};` : '';
    setEditing(false);
    setSaved(`${DELIVERY_MESSAGES.changed}${fee} new total ${formatRupees(fresh.totalAmount)}.`);
  };

  return (
    <section aria-labelledby={titleId} className="border rounded p-2 mb-2">
      <h4 id={titleId} className="h6 mb-1">
        {TITLES[leg]}
      </h4>
      <p className="small mb-1">
        {door ? [door.line, door.landmark, door.pin].filter(Boolean).join(', ') : 'At the branch'}
        <br />
        {formatKolkataDateTime(at)}
        {door && ` · fee ${formatRupees(door.fee)}`}
      </p>
      <div aria-live="polite">
        {saved && (
          <p ref={confirmation} tabIndex={-1} className="small text-success mb-1">
            {saved}
          </p>
        )}
      </div>
      {closed ? (
        <p className="small text-body-secondary mb-0">{closed}</p>
      ) : (
        <>
          <p className="small text-body-secondary mb-1">
            Changes close at {formatKolkataDateTime(until)}.
          </p>
          {editing ? (
            <DeliveryLegForm
              key={delivery.changeUntil[leg] + (door?.at ?? '')}
              booking={b}
              leg={leg}
              initial={initial}
              onSaved={onSaved}
              onClosed={(message) => {
                setEditing(false);
                setClosed(message);
              }}
            />
          ) : (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              // Both legs have this button; the name says which (and begins with what is seen).
              aria-label={`Change delivery: ${leg}`}
              onClick={() => {
                setSaved(undefined);
                setEditing(true);
              }}
            >
              Change delivery
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The card's doorstep section, for a booking not yet picked up; its legs are read when opened. */
export function BookingDeliverySection({ booking: b }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const delivery = useBookingDelivery(b._id, open);
  if (!CHANGEABLE.includes(b.status) || b.onTrip) return null;
  return (
    <details className="booking-more" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Doorstep delivery: change the address or time</summary>
      <div className="pt-2">
        {delivery.isPending && open && <p className="small mb-0">Loading…</p>}
        {delivery.isError && (
          <p className="small text-danger mb-0" role="alert">
            {serverMessage(delivery.error, 'Could not load the delivery. Please try again.')}
          </p>
        )}
        {delivery.data &&
          (['pickup', 'return'] as const).map((leg) => (
            <LegCard key={leg} booking={b} leg={leg} delivery={delivery.data} />
          ))}
      </div>
    </details>
  );
}
