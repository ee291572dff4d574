import { useState, type FormEvent } from 'react';
import type { Booking } from '@rental/shared/bookings';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, ReviewInputSchema } from '@rental/shared/reviews';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useMyReview, useWriteReview } from '../api/booking-review';

// docs/product.md#reviews: after a Completed rental the renter rates it once, on its card.

const STARS = [1, 2, 3, 4, 5] as const;

export function BookingReview({ booking }: { booking: Pick<Booking, '_id' | 'status'> }) {
  const completed = booking.status === 'Completed';
  const mine = useMyReview(booking._id, completed);
  const write = useWriteReview(booking._id);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const review = mine.data?.review ?? null;
  const thanks = useFocusOnArrival<HTMLParagraphElement>(write.isSuccess);
  const id = `review-${booking._id}`;

  if (!completed || !mine.isSuccess) return null;
  if (review) {
    return (
      <section className="booking-review border-top pt-2 mt-2" aria-labelledby={`${id}-title`}>
        <h4 id={`${id}-title`} className="h6 mb-1">
          Your review
        </h4>
        {write.isSuccess && (
          <p ref={thanks} tabIndex={-1} role="status" className="small text-success mb-1">
            {REVIEW_MESSAGES.thanks}
          </p>
        )}
        <p className="small mb-0 text-break">
          <span className="fw-semibold">{review.rating} out of 5</span> · {review.text}
        </p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ReviewInputSchema.safeParse({ rating, text });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      document.getElementById(found.rating ? `${id}-star-1` : `${id}-text`)?.focus();
      return;
    }
    setErrors({});
    write.mutate(parsed.data, {
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        setFailure(serverMessage(error, 'We could not send your review. Please try again.'));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="booking-review border-top pt-2 mt-2"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="h6 mb-1">
        How was the rental?
      </h4>
      <fieldset
        className="mb-2"
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
      >
        <legend className="form-label small fw-medium mb-1">Your rating</legend>
        <div className="d-flex flex-wrap gap-3">
          {STARS.map((star) => (
            <div className="form-check form-check-inline m-0" key={star}>
              <input
                id={`${id}-star-${star}`}
                type="radio"
                name={`${id}-rating`}
                className="form-check-input"
                checked={rating === star}
                onChange={() => {
                  setRating(star);
                  setErrors(({ rating: _, ...rest }) => rest);
                }}
              />
              <label htmlFor={`${id}-star-${star}`} className="form-check-label">
                {star} {star === 1 ? 'star' : 'stars'}
              </label>
            </div>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="invalid-feedback d-block mb-0">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <FormField id={`${id}-text`} label="Your review" error={errors.text}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
      <FormFailure message={failure} />
      <button type="submit" className="btn btn-outline-primary btn-sm" disabled={write.isPending}>
        {write.isPending ? 'Sending…' : 'Send review'}
      </button>
    </form>
  );
}
