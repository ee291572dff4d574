import { WelcomeForm } from '@/features/admin/staff/components/welcome-form';
import '@/features/admin/shell/components/admin.css';
import { usePageMeta } from '@/lib/page-meta';

/** docs/product.md#screens /admin/welcome: a new staff member's set-password page (public). */
export function AdminWelcomePage() {
  usePageMeta('Set your password', 'Set the password of your staff account.');
  return (
    <div className="admin-login mx-auto py-md-4">
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-1">Welcome</h1>
          <p className="text-body-secondary mb-4">Choose the password for your staff account.</p>
          <WelcomeForm />
        </div>
      </div>
    </div>
  );
}
