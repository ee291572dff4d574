import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { DOCUMENT_KIND_LABELS } from '@rental/shared/documents';
import { telLink } from '@rental/shared/business';
import { formatRupees } from '@rental/shared/rental';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';
import { LoadingBlock } from '@/features/admin/shell/components/list-status';
import { formatCount, formatDateTime } from '@/features/admin/shell/lib/format';
import { useIsOwner } from '@/features/admin/shell/api/admin-me';
import { useCustomer } from '../api/get-customer';
import { CustomerBlock } from './customer-block';
import { CustomerNotes } from './customer-notes';
import { BlockedBadge, DocumentsStateBadge } from './documents-state-badge';
import { bookingLink } from '@/features/admin/shell/lib/booking-link';

const DOCUMENT_STATUS_VARIANTS = {
  approved: 'text-bg-success',
  submitted: 'text-bg-warning',
  rejected: 'text-bg-danger',
} as const;

/** docs/product.md#customers: one renter's bookings, spend, documents, notes and block. */
export function CustomerProfile({ id }: { id: string }) {
  const customer = useCustomer(id);
  const owner = useIsOwner();
  if (customer.isPending) return <LoadingBlock label="Loading the renter" />;
  if (customer.isError) {
    return <Alert variant="danger">Could not load this renter. Please reload the page.</Alert>;
  }
  const c = customer.data;
  return (
    <>
      <p className="mb-3">
        <Link to="/admin/customers">← All renters</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0">{c.name}</h1>
        {c.blocked && <BlockedBadge />}
      </div>
      <p className="mb-3">
        <a href={telLink(c.mobile)}>{c.mobile}</a>
        {c.email && (
          <>
            {' · '}
            <a href={`mailto:${c.email}`} className="text-break">
              {c.email}
            </a>
          </>
        )}
        <span className="d-block small text-body-secondary">
          Registered {formatDateTime(c.createdAt)}
        </span>
      </p>

      <dl className="admin-details border rounded-3 p-3 bg-body mb-4">
        <div>
          <dt>Bookings</dt>
          <dd>{formatCount(c.bookingCount)}</dd>
        </div>
        <div>
          <dt>Spend</dt>
          <dd>{formatRupees(c.spend)}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatRupees(c.received)}</dd>
        </div>
        <div>
          <dt>Documents</dt>
          <dd>
            <DocumentsStateBadge state={c.documentsState} />
          </dd>
        </div>
      </dl>
      <p className="small text-body-secondary mt-n3 mb-4">
        Spend: the bill of each completed rental (its amount when it has no bill). Received: rental
        payments in the ledger less refunds, without deposits.{' '}
        {owner ? 'Both count every branch.' : 'Both count your branch’s bookings only.'}
      </p>

      <CustomerBlock customer={c} />

      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <section aria-labelledby="customer-bookings" className="mb-4">
            <h2 id="customer-bookings" className="h5">
              Bookings
            </h2>
            {c.bookings.length === 0 ? (
              <p className="text-body-secondary">No bookings.</p>
            ) : (
              <ul className="list-unstyled mb-0">
                {c.bookings.map((b) => (
                  <li key={b.id} className="border rounded-3 p-3 mb-2 bg-body">
                    <div className="d-flex flex-wrap justify-content-between gap-2">
                      <Link to={bookingLink(b.id)} className="fw-medium">
                        {b.carName} · {b.reference}
                      </Link>
                      <BookingStatusBadge status={b.status} />
                    </div>
                    <div className="small text-body-secondary">
                      {formatDateTime(b.pickupAt)} to {formatDateTime(b.returnAt)}
                    </div>
                    <div className="small">{formatRupees(b.amount)}</div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="customer-documents" className="mb-4">
            <h2 id="customer-documents" className="h5">
              Documents
            </h2>
            {c.documents.length === 0 ? (
              <p className="text-body-secondary">No documents uploaded.</p>
            ) : (
              <ul className="list-unstyled mb-0">
                {c.documents.map((d) => (
                  <li key={d.id} className="d-flex flex-wrap gap-2 align-items-center mb-2">
                    <span>{DOCUMENT_KIND_LABELS[d.kind]}</span>
                    <span className={`badge ${DOCUMENT_STATUS_VARIANTS[d.status]}`}>
                      {d.status === 'submitted' ? 'To review' : d.status}
                    </span>
                    {d.reason && <span className="small text-body-secondary">{d.reason}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="col-12 col-lg-5">
          <CustomerNotes customerId={c.id} notes={c.notes} />
        </div>
      </div>
    </>
  );
}
