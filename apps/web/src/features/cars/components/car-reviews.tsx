import { describeRating } from '@rental/shared/rating';
import type { PublicReview } from '@rental/shared/reviews';
import { useCarReviews } from '@/api/car-reviews';

// docs/product.md#reviews: what renters wrote about this car, with the business's reply under a
// review, and the average and count the server computed. No published review: no section.

const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const when = (iso: string) => <time dateTime={iso}>{monthYear.format(new Date(iso))}</time>;

export function CarReviews({ carId }: { carId: string }) {
  const summary = useCarReviews(carId).data;
  const rating = summary && describeRating(summary);
  if (!summary || !rating) return null;
  return (
    <section className="detail-block" aria-labelledby="car-reviews-title" id="car-reviews">
      <h2 id="car-reviews-title">Reviews</h2>
      <p data-testid="car-review-rating">Rated {rating}</p>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
        {summary.reviews.map((review) => (
          <CarReview key={review._id} review={review} />
        ))}
      </ul>
    </section>
  );
}

function CarReview({ review: r }: { review: PublicReview }) {
  return (
    <li className="border-bottom pb-3">
      <p className="fw-semibold mb-1">{r.rating} out of 5</p>
      <p className="mb-1 text-break">{r.text}</p>
      <p className="small text-body-secondary mb-0">
        {r.firstName} · {when(r.createdAt)}
      </p>
      {r.reply && (
        <div className="border-start border-3 ps-3 mt-2" data-testid="review-reply">
          <p className="small fw-semibold mb-1">Reply from {r.reply.from}</p>
          <p className="mb-1 text-break" style={{ whiteSpace: 'pre-line' }}>
            {r.reply.text}
          </p>
          <p className="small text-body-secondary mb-0">{when(r.reply.repliedAt)}</p>
        </div>
      )}
    </li>
  );
}
