import { useEffect, useRef, useState } from 'react';
import { REVIEW_PAGE_SIZE } from '@rental/shared/documents';
import { useReviewQueue } from '../api/review-queue';
import { ReviewCard } from './review-card';

/** docs/product.md#documents: the admin's review queue, oldest first, a page at a time. */
export function ReviewQueue() {
  const [offset, setOffset] = useState(0);
  const queue = useReviewQueue(offset);
  const decided = useDecidedConfirmation();
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
  const { documents, total } = queue.data;
  if (documents.length === 0 && offset === 0) {
    return (
      <>
        {decided.element}
        <p className="text-body-secondary">No documents are waiting for review.</p>
      </>
    );
  }
  const last = Math.min(offset + documents.length, total);
  return (
    <>
      {decided.element}
      <p className="text-body-secondary">
        {total} waiting, oldest first
        {total > REVIEW_PAGE_SIZE ? ` (showing ${offset + 1}–${last})` : ''}. Compare each with the
        details the renter gave at booking.
      </p>
      {documents.map((doc) => (
        <ReviewCard key={doc.id} doc={doc} onDecided={decided.show} />
      ))}
      {total > REVIEW_PAGE_SIZE && (
        <nav aria-label="Review queue pages" className="d-flex gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - REVIEW_PAGE_SIZE))}
          >
            Previous page
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={last >= total}
            onClick={() => setOffset(offset + REVIEW_PAGE_SIZE)}
          >
            Next page
          </button>
        </nav>
      )}
    </>
  );
}

/**
 * The sentence that confirms the last decision, above the queue. The decided card leaves the
 * queue with the button that was pressed, so the focus moves here (and it comes into view) after
 * every decision; the next document's buttons are the next stops of the Tab key (docs/product.md#back-office).
 */
function useDecidedConfirmation() {
  const [decided, setDecided] = useState<{ text: string; count: number } | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!decided || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    // jsdom (component tests) has no scrolling.
    ref.current.scrollIntoView?.({ block: 'center' });
  }, [decided]);
  return {
    show: (text: string) => setDecided((d) => ({ text, count: (d?.count ?? 0) + 1 })),
    element: (
      <div aria-live="polite">
        {decided && (
          <p ref={ref} tabIndex={-1} className="alert alert-success py-2" role="status">
            {decided.text}
          </p>
        )}
      </div>
    ),
  };
}
