import { ChangePasswordForm } from '@/features/admin/account/components/change-password-form';
import { SignOutEverywhere } from '@/features/admin/account/components/sign-out-everywhere';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#back-office: any admin's own password and sessions. */
export function AdminAccountPage() {
  return (
    <AdminPage title="My account">
      {/* One column: the whole width on a phone, a readable one on a wider screen. */}
      <div className="row">
        <div className="col-12 col-md-8 col-lg-6">
          <ChangePasswordForm />
          <SignOutEverywhere />
        </div>
      </div>
    </AdminPage>
  );
}
