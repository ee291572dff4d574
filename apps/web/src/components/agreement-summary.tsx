import type { Agreement } from '@rental/shared/agreement';
import { formatRupees } from '@rental/shared/rental';
import './agreement-summary.css';

// docs/product.md#rental-agreement: the summary the renter accepts, the same on the staff's
// phone and on the renter's own.

export function AgreementSummary({
  agreement,
  when,
}: {
  agreement: Agreement;
  /** How the screen writes an instant. */
  when: (iso: string) => string;
}) {
  const s = agreement.summary;
  const rows: [string, string][] = [
    ['Car', `${s.car} (${s.registration})`],
    ['Pickup', when(s.pickupAt)],
    ['Return', when(s.returnAt)],
    ['Rental', formatRupees(s.rentalAmount)],
    ['Kilometres', s.kmPlan],
    ['Odometer', `${s.odometerKm.toLocaleString('en-IN')} km, fuel ${s.fuelLevel}`],
    ['Damage noted', s.damageNotes || 'None noted.'],
    ['Deposit', s.deposit],
    ['After the trip', s.chargesAfterTrip],
    ['Terms', `Version ${agreement.terms.version}`],
  ];
  return (
    <dl className="agreement-summary mb-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
