import { Link } from 'react-router';
import { bookingReference } from '@rental/shared/outbox';
import type { DispatchItem } from '@rental/shared/reports';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';
import { splitDateTime } from '@/features/admin/shell/lib/format';
import { bookingLink } from '@/features/admin/shell/lib/booking-link';

// docs/product.md#fleet-timeline: today's pickups or returns, each opening its booking, with the
// counter's next step (hand the car over, take it back) first in its row.

/** The counter step an item of this list offers, when it is the next one. */
function nextStep(kind: 'pickups' | 'returns', item: DispatchItem) {
  if (kind === 'pickups' && item.handover === 'waiting' && item.status === 'Confirmed') {
    return { to: `/admin/bookings/${item.bookingId}/pickup`, label: 'Hand over' };
  }
  if (kind === 'returns' && item.handover === 'out') {
    return { to: `/admin/bookings/${item.bookingId}/return`, label: 'Take back' };
  }
  return null;
}

/** A step already done today, said where its button was, so the row is not read as waiting. */
function doneStep(kind: 'pickups' | 'returns', item: DispatchItem) {
  if (kind === 'pickups' && item.handover !== 'waiting') return 'Handed over';
  if (kind === 'returns' && item.handover === 'back') return 'Taken back';
  return null;
}

export function DispatchList({
  id,
  title,
  empty,
  items,
  kind,
}: {
  id: string;
  title: string;
  empty: string;
  items: DispatchItem[];
  kind: 'pickups' | 'returns';
}) {
  return (
    <section className="card shadow-sm mb-3" aria-labelledby={id}>
      <div className="card-body p-0">
        <h2 id={id} className="h6 px-3 pt-3 mb-2">
          {title} <span className="badge text-bg-secondary">{items.length}</span>
        </h2>
        {items.length === 0 ? (
          <p className="small text-body-secondary px-3 pb-3 mb-0">{empty}</p>
        ) : (
          <ul className="list-group list-group-flush">
            {items.map((item) => {
              const step = nextStep(kind, item);
              const done = doneStep(kind, item);
              return (
                <li key={item.bookingId} className="list-group-item p-0 d-flex align-items-start">
                  <Link
                    to={bookingLink(item.bookingId)}
                    className="list-group-item-action d-block flex-grow-1 px-3 py-2 text-decoration-none text-body"
                  >
                    <span className="d-flex justify-content-between gap-2">
                      <strong>{splitDateTime(item.at)[1]}</strong>
                      <BookingStatusBadge status={item.status} />
                    </span>
                    <span className="d-block">{item.customerName}</span>
                    <span className="d-block small text-body-secondary">
                      {item.carName} · {item.carNumber} · Booking{' '}
                      <span className="font-monospace">{bookingReference(item.bookingId)}</span>
                    </span>
                  </Link>
                  {step && (
                    <Link
                      to={step.to}
                      className="btn btn-primary btn-sm flex-shrink-0 my-2 me-3"
                      aria-label={`${step.label}: ${item.customerName}, ${item.carName}`}
                    >
                      {step.label}
                    </Link>
                  )}
                  {done && (
                    <span className="small text-success-emphasis fw-semibold flex-shrink-0 my-2 me-3">
                      {done}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
