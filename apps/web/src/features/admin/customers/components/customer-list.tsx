import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { CustomerListItem } from '@rental/shared/customer-directory';
import { formatRupees } from '@rental/shared/rental';
import { ScrollRegion } from '@/components/scroll-region';
import { formatCount } from '@/features/admin/shell/lib/format';
import { BlockedBadge, DocumentsStateBadge } from './documents-state-badge';

const profile = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

/** docs/product.md#screens: the directory's renters, a table from tablets up, cards on a phone. */
export function CustomerList({ customers }: { customers: CustomerListItem[] }) {
  return (
    <>
      <ScrollRegion
        label="Renters, scrolls sideways"
        className="d-none d-md-block border rounded-3 bg-body"
      >
        <Table hover className="admin-table small mb-0">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">E-mail</th>
              <th scope="col" className="text-end">
                Bookings
              </th>
              <th scope="col" className="text-end">
                Spend
              </th>
              <th scope="col">Documents</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={profile(c.id)} className="fw-medium">
                    {c.name}
                  </Link>
                  {c.blocked && (
                    <span className="ms-2">
                      <BlockedBadge />
                    </span>
                  )}
                </td>
                <td>{c.mobile}</td>
                <td>{c.email || '—'}</td>
                <td className="text-end">{formatCount(c.bookings)}</td>
                <td className="text-end">{formatRupees(c.spend)}</td>
                <td>
                  <DocumentsStateBadge state={c.documents} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <ul className="list-unstyled d-md-none mb-0">
        {customers.map((c) => (
          <li key={c.id} className="card shadow-sm mb-2">
            <div className="card-body py-3">
              <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
                <h2 className="h6 mb-0">
                  <Link to={profile(c.id)} className="stretched-link">
                    {c.name}
                  </Link>
                </h2>
                {c.blocked && <BlockedBadge />}
              </div>
              <div className="small">{c.mobile}</div>
              {c.email && <div className="small text-body-secondary text-break">{c.email}</div>}
              <div className="d-flex flex-wrap align-items-center gap-3 mt-2 small">
                <span>
                  {formatCount(c.bookings)} {c.bookings === 1 ? 'booking' : 'bookings'}
                </span>
                <span>Spend {formatRupees(c.spend)}</span>
                <span>
                  Documents <DocumentsStateBadge state={c.documents} />
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
