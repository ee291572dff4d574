import {
  CHARGE_STATUS_LABELS,
  CHARGE_TYPE_LABELS,
  type Charge,
  type DepositReturn,
} from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import { DebitNoteDownload } from '@/components/debit-note-download';
import { PrivateFile } from '@/components/private-file';
import { formatKolkataDateTime } from '@/lib/date-format';

// docs/product.md#after-the-trip: how the staff read one charge and a deposit's arithmetic, in a
// booking's record, the dispute queue and the deposit returns.

/** deposit − charges due − held back = to return, as the renter sees it too. */
export function DepositArithmetic({ figures }: { figures: DepositReturn }) {
  return (
    <p className="mb-0 small" data-testid="deposit-arithmetic">
      {formatRupees(figures.deposit)} deposit − {formatRupees(figures.taken)} charges due −{' '}
      {formatRupees(figures.heldBack)} held back ={' '}
      <strong>{formatRupees(figures.toReturn)} to return</strong>
      {figures.stillOwed > 0 && ` · ${formatRupees(figures.stillOwed)} still owed by the renter`}
      {figures.givenBack > 0 &&
        ` · ${formatRupees(figures.givenBack)} of what was held back given back since (charges waived or paid)`}
    </p>
  );
}

/** A charge's details, its proof and what the renter and the staff said about it. */
export function ChargeDetails({
  charge,
  showStatus = true,
}: {
  charge: Charge;
  showStatus?: boolean;
}) {
  const label = CHARGE_TYPE_LABELS[charge.type];
  return (
    <>
      {showStatus && (
        <p className="small mb-1">
          <span className="badge text-bg-light border">{CHARGE_STATUS_LABELS[charge.status]}</span>{' '}
          raised {formatKolkataDateTime(charge.createdAt)} IST
        </p>
      )}
      {charge.reference && <p className="small mb-1">Reference {charge.reference}</p>}
      {charge.note && <p className="small mb-1 text-break">{charge.note}</p>}
      {charge.files.map((file, i) => (
        <div key={file.id} className="mb-1">
          <PrivateFile
            url={file.url}
            contentType={file.contentType}
            auth="admin"
            alt={`${label} proof ${i + 1}`}
          />
        </div>
      ))}
      {charge.disputeReason && (
        <p className="small mb-1 text-break">
          <span className="fw-medium">Renter&apos;s dispute:</span> {charge.disputeReason}
        </p>
      )}
      {charge.decisionReason && (
        <p className="small mb-1 text-break">
          <span className="fw-medium">{charge.decision === 'waived' ? 'Waived' : 'Upheld'}:</span>{' '}
          {charge.decisionReason}
        </p>
      )}
      <DebitNoteDownload charge={charge} auth="admin" />
    </>
  );
}
