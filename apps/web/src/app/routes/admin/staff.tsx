import { useState } from 'react';
import type { StaffInvite } from '@rental/shared/staff';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { AddStaffForm } from '@/features/admin/staff/components/add-staff-form';
import { InviteLink } from '@/features/admin/staff/components/invite-link';
import { StaffList } from '@/features/admin/staff/components/staff-list';
import { TwoFactorPolicy } from '@/features/admin/staff/components/two-factor-policy';

/** docs/product.md#screens /admin/staff (owner): the staff, their links and the 2FA policy. */
export function AdminStaffPage() {
  const [invite, setInvite] = useState<StaffInvite | null>(null);
  return (
    <AdminPage title="Staff">
      <div aria-live="polite">
        {invite && <InviteLink invite={invite} onClose={() => setInvite(null)} />}
      </div>
      <AddStaffForm onAdded={setInvite} />
      <StaffList onInvite={setInvite} />
      <TwoFactorPolicy />
    </AdminPage>
  );
}
