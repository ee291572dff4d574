import { ReviewModeration } from '@/features/admin/reviews/components/review-moderation';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#reviews: the owner's list of reviews, to hide abuse. */
export function AdminReviewsPage() {
  return (
    <AdminPage title="Reviews">
      <ReviewModeration />
    </AdminPage>
  );
}
