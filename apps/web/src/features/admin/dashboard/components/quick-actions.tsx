import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useIsOwner } from '@/features/admin/shell/api/admin-me';

/** docs/product.md#screens: Add Car and View Bookings; Reports and Customers are shown but not built yet. */
export function QuickActions() {
  // docs/product.md#back-office: adding cars is the owner's.
  const isOwner = useIsOwner();
  return (
    <section aria-labelledby="quick-actions-title" className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 id="quick-actions-title" className="h5 mb-3">
          Quick Actions
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {isOwner && (
            <Link to="/admin/add-car" className="btn btn-primary">
              Add Car
            </Link>
          )}
          <Link to="/admin/bookings" className="btn btn-outline-primary">
            View Bookings
          </Link>
          <Button variant="outline-secondary" disabled title="Coming soon">
            Reports
          </Button>
          <Button variant="outline-secondary" disabled title="Coming soon">
            Customers
          </Button>
        </div>
      </div>
    </section>
  );
}
