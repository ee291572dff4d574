import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { accountStatusVariant } from '@rental/shared/status-colours';
import { BookingBranch } from '@/components/booking-branch';
import { formatCalendarDate, formatClockTime, formatKolkataDateTime } from '@/lib/date-format';
import { AdvancePayment } from './advance-payment';
import { AfterTripCharges } from './after-trip-charges';
import { BookingActions } from './booking-actions';
import { BookingDeliverySection } from './booking-delivery';
import { CompletedMoneyStory, RefundNote } from './booking-money-story';
import { BookingLedger } from './booking-ledger';
import { BookingReview } from './booking-review';
import { BusinessGstin } from './business-gstin';
import { TripRecord } from './trip-record';

function when(date: string, time: string): string {
  return `${formatCalendarDate(date)}, ${formatClockTime(time)}`;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="booking-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * docs/product.md#screens (Account, Bookings): booking, customer, licence and address info, booked-on time. The
 * card shows when and how much, how long the car is held, the advance and the renter's actions;
 * the payments, the trip, licence and address open on demand, so a phone shows more than one
 * booking per screen.
 */
export function BookingCard({ booking: b }: { booking: Booking }) {
  const headingId = `booking-${b._id}`;
  // Why a cancelled booking was cancelled, e.g. a hold released: "Not confirmed in time". The
  // entry that cancelled it, not the ledger's later ones (a refund, which RefundNote tells in the
  // renter's words); a renter who cancelled it needs no reason.
  const cancelled = b.statusHistory.find((h) => h.status === 'Cancelled');
  const cancelNote =
    b.status === 'Cancelled' && cancelled?.note && cancelled.changedBy !== 'customer'
      ? `Cancelled: ${cancelled.note}.`
      : null;
  return (
    <article className="card booking-card border-0 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body">
        {/* Wraps: at large text sizes a long car name and the badge need two lines. */}
        <div className="d-flex flex-wrap align-items-start gap-2 mb-1">
          <h3 id={headingId} className="h5 mb-0 me-auto text-break">
            {b.carName}
          </h3>
          <span className={`badge rounded-pill text-bg-${accountStatusVariant(b.status)}`}>
            {b.onTrip ? 'On trip' : b.status}
          </span>
        </div>
        <p className="small text-body-secondary mb-2">
          {b.carNumber && <span className="me-2">{b.carNumber}</span>}
          Booking <span className="font-monospace fw-semibold">{b.reference}</span>
        </p>
        {cancelNote && <p className="small text-danger-emphasis mb-2">{cancelNote}</p>}
        <RefundNote booking={b} />
        <CompletedMoneyStory booking={b} />

        <dl className="booking-facts mb-2">
          <Row label="Pickup">{when(b.pickupDate, b.pickupTime)}</Row>
          <Row label="Return">{when(b.returnDate, b.returnTime)}</Row>
          <Row label="Total">
            <span className="fw-semibold">{formatRupees(b.totalAmount)}</span>{' '}
            <span className="text-body-secondary">
              ({b.totalDays} {b.totalDays === 1 ? 'day' : 'days'} × {formatRupees(b.pricePerDay)}
              {b.promoCode && ` − ${formatRupees(b.discount)}`})
            </span>
          </Row>
          {b.promoCode && (
            <Row label="Discount">
              −{formatRupees(b.discount)}{' '}
              <span className="text-body-secondary">promo code {b.promoCode}</span>
            </Row>
          )}
          {b.pickupLocation && <Row label="Pickup at">{b.pickupLocation}</Row>}
          {b.heldUntil && (
            <Row label="Held until">
              {formatKolkataDateTime(b.heldUntil)} IST{' '}
              <span className="d-block small text-body-secondary">
                Unless we have confirmed it or you have paid the advance by then, the car is
                released.
              </span>
            </Row>
          )}
        </dl>
        {b.status !== 'Cancelled' && (
          <div className="booking-branch-box mb-2">
            <BookingBranch
              branch={b.branch}
              headingId={`${headingId}-branch`}
              headingLevel={4}
              lines={b.quote.lines}
            />
          </div>
        )}
        <BookingDeliverySection booking={b} />
        <TripRecord booking={b} />
        <AfterTripCharges booking={b} />

        <div className="booking-money">
          <AdvancePayment booking={b} variant="card" />
        </div>
        {(b.payments.length > 0 || b.balance.due > 0) && <BookingLedger booking={b} />}
        <BusinessGstin booking={b} />

        <details className="booking-more">
          <summary>Trip, customer, licence and address</summary>
          <dl className="booking-facts pt-3 mb-0">
            <Row label="Purpose">{b.purpose}</Row>
            <Row label="Destination">{b.destination}</Row>
            <Row label="Documents">{b.originalDocumentsSubmitted}</Row>
            {b.notes && <Row label="Notes">{b.notes}</Row>}
          </dl>
          <div className="row g-3 pt-3">
            <section className="col-12 col-md-4">
              <h4 className="h6">Customer</h4>
              <p className="mb-0 small">
                {b.customerName}
                <br />
                {b.customerPhone}
                <br />
                <span className="text-break">{b.customerEmail}</span>
              </p>
            </section>
            <section className="col-12 col-md-4">
              <h4 className="h6">Licence</h4>
              <p className="mb-0 small">
                {b.driverLicenseNumber}
                <br />
                Issued in {b.dlIssuedState}
                <br />
                Born {formatCalendarDate(b.dateOfBirth)}
              </p>
            </section>
            <section className="col-12 col-md-4">
              <h4 className="h6">Address</h4>
              <p className="mb-0 small">
                {b.address}
                <br />
                {b.city}, {b.state} {b.pinCode}
                <br />
                {b.country}
              </p>
            </section>
          </div>
        </details>
        <BookingReview booking={b} />
        <BookingActions booking={b} />
      </div>
      <div className="card-footer bg-transparent small text-body-secondary py-2">
        Booked on {formatKolkataDateTime(b.createdAt)}
      </div>
    </article>
  );
}
