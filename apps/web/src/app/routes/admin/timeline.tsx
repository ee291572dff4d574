import { FleetTimeline } from '@/features/admin/timeline/components/fleet-timeline';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/timeline: the fleet by day or week, and today's dispatch. */
export function AdminTimelinePage() {
  return (
    <AdminPage title="Fleet timeline">
      <FleetTimeline />
    </AdminPage>
  );
}
