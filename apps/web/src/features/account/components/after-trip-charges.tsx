import { useId, useState } from 'react';
import type { Booking } from '@rental/shared/bookings';
import {
  CHARGE_STATUS_LABELS,
  CHARGE_TYPE_LABELS,
  type Charge,
  type DepositReturn,
} from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import { DebitNoteDownload } from '@/components/debit-note-download';
import { PrivateFile } from '@/components/private-file';
import { formatCalendarDate, formatKolkataDateTime } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useAfterTrip, useDisputeCharge } from '../api/after-trip';
import { ChargePayment } from './charge-payment';
import { ChargePhotos } from './charge-photos';

// docs/product.md#after-the-trip: on a Completed booking, the charges added after the trip with
// their proof, the dispute of one still open, and the deposit's return date and arithmetic.

function DepositLine({ figures }: { figures: DepositReturn }) {
  return (
    <div className="small mb-2">
      <p className="mb-1">
        Deposit back on <strong>{formatCalendarDate(figures.returnOn)}</strong>
        {figures.madeDueAt ? ' (due to you now)' : ''}.
      </p>
      <p className="mb-0 text-body-secondary">
        {formatRupees(figures.deposit)} deposit − {formatRupees(figures.taken)} charges due −{' '}
        {formatRupees(figures.heldBack)} held back = {formatRupees(figures.toReturn)} to return
      </p>
      {figures.givenBack > 0 && (
        <p className="mb-0">
          Of what was held back, <strong>{formatRupees(figures.givenBack)}</strong> comes back to
          you as well: charges waived or that you paid.
        </p>
      )}
      {figures.stillOwed > 0 && (
        <p className="mb-0">
          The deposit covers {formatRupees(figures.taken)} of the {formatRupees(figures.chargesDue)}{' '}
          charges due: <strong>{formatRupees(figures.stillOwed)}</strong> is still yours to pay.
        </p>
      )}
    </div>
  );
}

function DisputeForm({ bookingId, charge }: { bookingId: string; charge: Charge }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const dispute = useDisputeCharge(bookingId);
  return (
    <form
      className="mt-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispute.mutate({ chargeId: charge.id, reason });
      }}
    >
      <label htmlFor={id} className="form-label small">
        Why do you dispute this charge?
      </label>
      <textarea
        id={id}
        className="form-control form-control-sm"
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={dispute.error ? `${id}-error` : undefined}
      />
      {dispute.error && (
        <p id={`${id}-error`} className="text-danger small mb-0" role="alert">
          {serverMessage(dispute.error, 'We could not record the dispute. Please try again.')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-outline-primary btn-sm mt-2"
        disabled={dispute.isPending}
      >
        Dispute the charge
      </button>
    </form>
  );
}

/** The booking as the charges need it: its records' photos are optional (cited by damage). */
type TripBooking = Pick<Booking, '_id' | 'status'> & Partial<Pick<Booking, 'pickup' | 'return'>>;

function ChargeItem({ booking, charge }: { booking: TripBooking; charge: Charge }) {
  const bookingId = booking._id;
  const titleId = useId();
  const label = CHARGE_TYPE_LABELS[charge.type];
  return (
    <li className="border rounded p-2 mb-2" aria-labelledby={titleId}>
      <div className="d-flex gap-2">
        <strong id={titleId} className="me-auto">
          {label}: {formatRupees(charge.amount)}
        </strong>
        <span className="badge text-bg-light">{CHARGE_STATUS_LABELS[charge.status]}</span>
      </div>
      {charge.reference && <p className="small mb-1">Reference {charge.reference}</p>}
      {charge.note && <p className="small mb-1">{charge.note}</p>}
      {/* docs/product.md#protection-plans: what the plan's cap took off, or why it does not apply. */}
      {charge.amountAsked !== null && (
        <p className="small mb-1">
          {formatRupees(charge.amountAsked)} asked; your protection plan caps it at{' '}
          {formatRupees(charge.amount)}.
        </p>
      )}
      {charge.capExclusionReason && (
        <p className="small mb-1">
          Your protection plan&apos;s cap does not apply: {charge.capExclusionReason}
        </p>
      )}
      {charge.files.map((file, i) => (
        <div key={file.id} className="mb-1">
          <PrivateFile
            url={file.url}
            contentType={file.contentType}
            auth="user"
            alt={`${label} proof ${i + 1}`}
          />
        </div>
      ))}
      <ChargePhotos cites={charge.photos} booking={booking} />
      {charge.status === 'open' && (
        <p className="small mb-0">
          Pay it or dispute it by {formatKolkataDateTime(charge.disputeUntil)} IST; after that it is
          due.
        </p>
      )}
      {charge.disputeReason && <p className="small mb-0">Your dispute: {charge.disputeReason}</p>}
      {charge.decisionReason && (
        <p className="small mb-0">
          {charge.decision === 'waived' ? 'Waived' : 'Upheld'}: {charge.decisionReason}
        </p>
      )}
      <DebitNoteDownload charge={charge} auth="user" />
      <ChargePayment charge={charge} />
      {charge.status === 'open' && <DisputeForm bookingId={bookingId} charge={charge} />}
    </li>
  );
}

export function AfterTripCharges({ booking }: { booking: TripBooking }) {
  const headingId = useId();
  const afterTrip = useAfterTrip(booking._id, booking.status === 'Completed');
  const data = afterTrip.data;
  if (!data || (data.charges.length === 0 && !data.depositReturn)) return null;
  return (
    <section className="mb-2" aria-labelledby={headingId}>
      <h4 id={headingId} className="h6">
        After the trip
      </h4>
      {data.depositReturn && <DepositLine figures={data.depositReturn} />}
      {data.charges.length > 0 && (
        <ul className="list-unstyled mb-0">
          {data.charges.map((charge) => (
            <ChargeItem key={charge.id} booking={booking} charge={charge} />
          ))}
        </ul>
      )}
    </section>
  );
}
