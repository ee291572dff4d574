import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { ManageCars } from '@/features/admin/cars/components/manage-cars';
import { PaymentsToCheckLink } from '@/features/admin/payments/components/payments-to-check-link';
import { QuickActions } from '@/features/admin/dashboard/components/quick-actions';
import { RecentBookings } from '@/features/admin/dashboard/components/recent-bookings';
import { StatCards } from '@/features/admin/dashboard/components/stat-cards';
import { TodayAtCounter } from '@/features/admin/timeline/components/today-at-counter';

/** docs/product.md#screens /admin/dashboard: the day's counter work first, then the figures. */
export function AdminDashboardPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [dismissed, setDismissed] = useState<string | undefined>();
  return (
    <AdminPage title="Admin Dashboard" actions={<PaymentsToCheckLink />}>
      <div aria-live="polite">
        {notice && dismissed !== notice && (
          <Alert variant="success" dismissible onClose={() => setDismissed(notice)}>
            {notice}
          </Alert>
        )}
      </div>
      <TodayAtCounter />
      <StatCards />
      <QuickActions />
      <RecentBookings />
      <ManageCars />
    </AdminPage>
  );
}
