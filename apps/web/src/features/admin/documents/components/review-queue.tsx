import { useReviewQueue } from '../api/review-queue';
import { ReviewCard } from './review-card';

/** docs/product.md#documents: the admin's review queue, oldest first. */
export function ReviewQueue() {
  const queue = useReviewQueue();
  if (queue.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        We could not load the documents. Please try again.
      </div>
    );
  }
  if (!queue.data) {
    return (
      <p className="text-body-secondary" role="status">
        Loading documents…
      </p>
    );
  }
  if (queue.data.length === 0) {
    return <p className="text-body-secondary">No documents are waiting for review.</p>;
  }
  return (
    <>
      <p className="text-body-secondary">
        {queue.data.length} waiting, oldest first. Compare each with the details the renter gave at
        booking.
      </p>
      {queue.data.map((doc) => (
        <ReviewCard key={doc.id} doc={doc} />
      ))}
    </>
  );
}
