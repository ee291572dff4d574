import Button from 'react-bootstrap/Button';
import type { Review } from '@rental/shared/reviews';
import { FormFailure } from '@/components/form-failure';
import { useIsOwner } from '@/features/admin/shell/api/admin-me';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useAdminReviews } from '../api/get-reviews';
import { useSetReviewHidden } from '../api/set-review-hidden';
import { ReviewReply } from './review-reply';

const stars = (rating: number) => `${rating} out of 5`;

/**
 * docs/product.md#reviews: the owner reads every review and hides an abusive one (or publishes
 * it again); the site's average and count follow the published ones only. The owner, and a
 * branch's staff for their branch's reviews, reply once and may edit the reply.
 */
export function ReviewModeration() {
  const owner = useIsOwner();
  const { data, error, isPending, refetch } = useAdminReviews();
  const change = useSetReviewHidden();
  // The button changes its name under the pointer; the outcome takes the focus, in view.
  const done = useFocusOnArrival<HTMLParagraphElement>(change.isSuccess);
  const changed = change.data;
  return (
    <>
      <p className="text-body-secondary">
        {owner
          ? 'A hidden review stays here but is left out of the rating and the reviews on the site. '
          : 'Your branch’s reviews. '}
        A reply shows under its review on the car’s page.
      </p>
      <div aria-live="polite">
        {change.isSuccess && changed && (
          <p ref={done} tabIndex={-1} className="alert alert-success py-2 small" role="status">
            {changed.firstName}’s review of the {changed.carName} is{' '}
            {changed.hidden ? 'hidden from the site' : 'published again'}.
          </p>
        )}
      </div>
      <FormFailure message={change.error?.message} />
      <ListStatus
        error={error ? error.message : null}
        onDismissError={() => void refetch()}
        loading={isPending}
        loadingLabel="Loading reviews"
        empty={data?.length === 0}
        emptyMessage="No reviews yet."
      />
      {data && data.length > 0 && (
        <ul className="list-group">
          {data.map((r) => (
            <ReviewItem
              key={r._id}
              review={r}
              owner={owner}
              busy={change.isPending && change.variables?.id === r._id}
              onToggle={() => change.mutate({ id: r._id, hidden: !r.hidden })}
            />
          ))}
        </ul>
      )}
    </>
  );
}

interface ReviewItemProps {
  review: Review;
  /** Only the owner hides or publishes; staff reply. */
  owner: boolean;
  busy: boolean;
  onToggle(): void;
}

function ReviewItem({ review: r, owner, busy, onToggle }: ReviewItemProps) {
  return (
    <li className="list-group-item d-flex flex-column gap-2">
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <span className="fw-semibold">{stars(r.rating)}</span>
        <span className={`badge ${r.hidden ? 'text-bg-secondary' : 'text-bg-success'}`}>
          {r.hidden ? 'Hidden' : 'Published'}
        </span>
      </div>
      <p className="mb-0 text-break">{r.text}</p>
      <p className="small text-body-secondary mb-0">
        {r.firstName} · {r.carName} · {r.branch} · {formatDateTime(r.createdAt)}
      </p>
      <ReviewReply review={r} />
      {owner && (
        <div>
          <Button
            size="sm"
            variant={r.hidden ? 'outline-primary' : 'outline-danger'}
            disabled={busy}
            onClick={onToggle}
            aria-label={`${r.hidden ? 'Publish' : 'Hide'} ${r.firstName}’s review of the ${r.carName}`}
          >
            {r.hidden ? 'Publish again' : 'Hide'}
          </Button>
        </div>
      )}
    </li>
  );
}
