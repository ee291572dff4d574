import { Outlet } from 'react-router';
import { AdminNav } from './admin-nav';
import './admin.css';

/** Frame of every signed-in admin screen (under the admin guard): the back-office menu. */
export function AdminLayout() {
  return (
    <div className="admin-area">
      <AdminNav />
      <Outlet />
    </div>
  );
}
