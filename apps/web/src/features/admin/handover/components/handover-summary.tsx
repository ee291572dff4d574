import { bookingReference } from '@rental/shared/outbox';
import { formatCount, formatDateTime } from '@/features/admin/shell/lib/format';
import type { HandoverBooking } from '../lib/handover-booking';

type Row = [label: string, value: React.ReactNode];

/** The booking at the top of a handover form: who, which car, and the booked times. */
export function HandoverSummary({ booking }: { booking: HandoverBooking }) {
  const rows: Row[] = [
    [
      'Renter',
      <>
        {booking.customerName}
        {booking.customerPhone && (
          <>
            {' · '}
            <a href={`tel:${booking.customerPhone}`}>{booking.customerPhone}</a>
          </>
        )}
      </>,
    ],
    // The reference the renter quotes at the counter (docs/product.md#booking-reference).
    ['Booking', <span className="font-monospace">{bookingReference(booking._id)}</span>],
    ['Car', booking.carName],
    ['Registration', <span className="handover-plate">{booking.carNumber}</span>],
    ['Booked pickup', formatDateTime(booking.pickupDateTime)],
    ['Booked return', formatDateTime(booking.returnDateTime)],
    [
      'Documents',
      booking.documentsApproved
        ? 'Licence and ID approved online'
        : `Not approved online: check the originals · at booking: ${booking.originalDocumentsSubmitted || '—'}`,
    ],
  ];
  if (booking.pickup) {
    rows.push([
      'At pickup',
      `${formatCount(booking.pickup.odometerKm)} km · fuel ${booking.pickup.fuelLevel} · ${formatDateTime(booking.pickup.at)}`,
    ]);
  }
  return (
    <section className="handover-card handover-summary-card mb-4" aria-label="Booking">
      <dl className="handover-summary mb-0">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
