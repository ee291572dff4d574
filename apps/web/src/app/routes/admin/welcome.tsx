import { useNavigate } from 'react-router';
import { TwoFactorSetup } from '@/features/admin/shell/components/two-factor-setup';
import { WelcomeForm } from '@/features/admin/staff/components/welcome-form';
import '@/features/admin/shell/components/admin.css';
import { usePageMeta } from '@/lib/page-meta';
import { setAdminToken } from '@/lib/session-store';

/**
 * docs/product.md#screens /admin/welcome: a staff member's set-password page (public), which also
 * enrols their phone while the owner requires two-factor; the set-up signs them in.
 */
export function AdminWelcomePage() {
  usePageMeta('Set your password', 'Set the password of your staff account.');
  const navigate = useNavigate();
  return (
    <div className="admin-login mx-auto py-md-4">
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-1">Welcome</h1>
          <p className="text-body-secondary mb-4">Choose the password for your staff account.</p>
          <WelcomeForm
            enrol={(challenge) => (
              <TwoFactorSetup
                start={{ challenge }}
                onDone={(result) => {
                  if (result.token) setAdminToken(result.token);
                  void navigate('/admin/dashboard', { replace: true });
                }}
              />
            )}
          />
        </div>
      </div>
    </div>
  );
}
