import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MESSAGES,
  REJECTION_REASON_MAX,
  type ReviewDocument,
} from '@rental/shared/documents';
import { PrivateFile } from '@/components/private-file';
import { formatCalendarDate, formatKolkataDateTime } from '@/lib/date-format';
import { useDecideDocument } from '../api/review-queue';

/**
 * One waiting document, large, beside what the renter typed at booking; approve or reject.
 * `onDecided` gets the sentence that confirms the decision (the card itself then leaves the queue).
 */
export function ReviewCard({
  doc,
  onDecided,
}: {
  doc: ReviewDocument;
  onDecided: (confirmation: string) => void;
}) {
  const id = useId();
  const decide = useDecideDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const label = DOCUMENT_KIND_LABELS[doc.kind];

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(DOCUMENT_MESSAGES.reasonRequired);
      return;
    }
    decide.mutate(
      { id: doc.id, decision: { status: 'rejected', reason: reason.trim() } },
      {
        onSuccess: () =>
          onDecided(`${label} of ${doc.customerName} rejected. The renter sees your reason.`),
      },
    );
  };
  const approve = () =>
    decide.mutate(
      { id: doc.id, decision: { status: 'approved' } },
      { onSuccess: () => onDecided(`${label} of ${doc.customerName} approved.`) },
    );

  return (
    <article className="card border-0 shadow-sm rounded-4 mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body p-3 p-sm-4">
        <h2 id={`${id}-title`} className="h5 mb-1">
          {label}: {doc.customerName}
        </h2>
        <p className="small text-body-secondary mb-3">
          +91 {doc.customerMobile} · uploaded {formatKolkataDateTime(doc.createdAt)}
        </p>
        <div className="row g-3">
          <div className="col-lg-8">
            <PrivateFile
              url={doc.fileUrl}
              contentType={doc.contentType}
              auth="admin"
              alt={`${label} of ${doc.customerName}`}
              className="img-fluid rounded border w-100 review-document"
            />
          </div>
          <div className="col-lg-4">
            {doc.booking ? (
              <dl className="mb-3">
                <dt>Licence number</dt>
                <dd className="fs-5 font-monospace">{doc.booking.driverLicenseNumber}</dd>
                <dt>Issuing state</dt>
                <dd className="fs-5">{doc.booking.dlIssuedState}</dd>
                <dt>Date of birth</dt>
                <dd className="fs-5">{formatCalendarDate(doc.booking.dateOfBirth)}</dd>
              </dl>
            ) : (
              <p className="text-body-secondary">No booking yet to compare with.</p>
            )}
            <div className="d-grid gap-2">
              <Button variant="success" size="lg" disabled={decide.isPending} onClick={approve}>
                Approve
              </Button>
              {!rejecting && (
                <Button variant="outline-danger" size="lg" onClick={() => setRejecting(true)}>
                  Reject…
                </Button>
              )}
            </div>
            {rejecting && (
              <form className="mt-3" onSubmit={reject} noValidate>
                <label htmlFor={`${id}-reason`} className="form-label">
                  Reason the renter will see
                </label>
                <textarea
                  id={`${id}-reason`}
                  className={`form-control${reasonError ? ' is-invalid' : ''}`}
                  rows={3}
                  maxLength={REJECTION_REASON_MAX}
                  value={reason}
                  aria-invalid={Boolean(reasonError)}
                  aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setReasonError(undefined);
                  }}
                />
                {reasonError && (
                  <div id={`${id}-reason-error`} className="invalid-feedback">
                    {reasonError}
                  </div>
                )}
                <Button type="submit" variant="danger" className="mt-2" disabled={decide.isPending}>
                  Reject with this reason
                </Button>
              </form>
            )}
            {decide.error && (
              <p className="text-danger small mt-2 mb-0" role="alert">
                {decide.error.message}
              </p>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
