import { describeRating } from '@rental/shared/rating';
import { IconStar } from '@/components/feature-icons';
import { useReviewSummary } from '../api/get-reviews';

// docs/product.md#reviews: what renters wrote after a Completed rental, with the average and
// count computed from the published reviews. No reviews yet: no section, and no number.

const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="testimonial__stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, star) => (
        <IconStar key={star} className={star < rating ? 'is-on' : 'is-off'} />
      ))}
    </p>
  );
}

export function Testimonials() {
  const summary = useReviewSummary();
  const rating = summary && describeRating(summary);
  if (!summary || !rating) return null;
  return (
    <section className="section section--lazy section--tint" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-intro">
          <span className="eyebrow">Reviews</span>
          <h2 id="testimonials-title" className="section-title">
            What renters say
          </h2>
          <p className="mb-0" data-testid="review-rating">
            Rated {rating}
          </p>
        </div>
        <ul className="row g-3 g-lg-4 list-unstyled mb-0">
          {summary.reviews.map((review, i) => (
            <li key={review._id} className="col-12 col-md-4">
              <figure className="testimonial h-100">
                <Stars rating={review.rating} />
                <blockquote className="testimonial__quote">
                  <p className="text-break">{review.text}</p>
                </blockquote>
                <figcaption className="testimonial__who">
                  <span className={`avatar avatar--${i % 3}`} aria-hidden="true">
                    {initials(review.firstName)}
                  </span>
                  <span>
                    <strong>{review.firstName}</strong>
                    <span className="d-block small text-body-secondary">
                      {review.carName} ·{' '}
                      <time dateTime={review.createdAt}>
                        {monthYear.format(new Date(review.createdAt))}
                      </time>
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
