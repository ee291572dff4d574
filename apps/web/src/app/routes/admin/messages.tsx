import { FailedMessages } from '@/features/admin/messages/components/failed-messages';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#messages: the failed messages across bookings. */
export function AdminMessagesPage() {
  return (
    <AdminPage title="Failed messages">
      <FailedMessages />
    </AdminPage>
  );
}
