import { ReviewQueue } from '@/features/admin/documents/components/review-queue';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/documents: the renters' documents waiting for review. */
export function AdminDocumentsPage() {
  return (
    <AdminPage title="Documents to review">
      <ReviewQueue />
    </AdminPage>
  );
}
