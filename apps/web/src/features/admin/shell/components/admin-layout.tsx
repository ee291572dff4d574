import Alert from 'react-bootstrap/Alert';
import { Outlet, useLocation } from 'react-router';
import { useAdminMe } from '../api/admin-me';
import { isOwnerOnlyPath } from '../lib/owner-paths';
import { AdminNav } from './admin-nav';
import { AdminPage } from './admin-page';
import './admin.css';

/** Frame of every signed-in admin screen (under the admin guard): the back-office menu. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const me = useAdminMe();
  const ownerOnly = isOwnerOnlyPath(pathname);
  return (
    <div className="admin-area">
      <AdminNav />
      {!ownerOnly || me.data?.role === 'owner' ? (
        <Outlet />
      ) : (
        // docs/product.md#back-office: an owner's screen is not opened for branch staff.
        me.data && (
          <AdminPage title="For the owner only">
            <Alert variant="info">
              This screen is for the owner. Ask them if something here needs changing.
            </Alert>
          </AdminPage>
        )
      )}
    </div>
  );
}
