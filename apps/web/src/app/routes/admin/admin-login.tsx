import { Navigate, useLocation } from 'react-router';
import { AdminLoginForm } from '@/features/admin/shell/components/admin-login-form';
import '@/features/admin/shell/components/admin.css';
import { usePageMeta } from '@/lib/page-meta';
import { useAdminToken } from '@/lib/session-store';

/** docs/product.md#screens /admin: sign-in; an admin already signed in goes straight to the dashboard. */
export function AdminLoginPage() {
  usePageMeta('Admin Login', 'Sign in to manage cars, bookings and offers.');
  const token = useAdminToken();
  // Set when the account's sessions were ended on purpose (features/admin/account).
  const signedOut = (useLocation().state as { signedOut?: unknown } | null)?.signedOut;
  if (token) return <Navigate to="/admin/dashboard" replace />;
  return (
    <div className="admin-login mx-auto py-md-4">
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-1">Admin Login</h1>
          <p className="text-body-secondary mb-4">Manage cars, bookings and offers.</p>
          {typeof signedOut === 'string' && (
            <p className="alert alert-success py-2" role="status">
              {signedOut}
            </p>
          )}
          <AdminLoginForm />
        </div>
      </div>
    </div>
  );
}
