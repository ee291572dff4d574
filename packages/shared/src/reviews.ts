import { z } from 'zod';

// docs/product.md#reviews: a renter rates a Completed rental once (1 to 5 stars and a few words);
// the owner may hide a review; the site shows only the average and count it computed from the
// published ones, and no rating at all when there are none.

export const REVIEW_TEXT_MAX = 1000;
/** The business's reply to a review: a few sentences, shown under it on the car's page. */
export const REVIEW_REPLY_MAX = 1000;
/** How many of the newest published reviews the home page quotes. */
export const REVIEWS_SHOWN = 3;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  textRequired: 'Tell us in a few words how the rental went.',
  textTooLong: `Keep the review under ${REVIEW_TEXT_MAX.toLocaleString('en-IN')} characters.`,
  notCompleted: 'You can review a rental once the car is returned and the booking is completed.',
  alreadyReviewed: 'You have already reviewed this rental. Thank you!',
  thanks: 'Thank you for your review.',
  replyRequired: 'Write the reply in a few words.',
  replyTooLong: `Keep the reply under ${REVIEW_REPLY_MAX.toLocaleString('en-IN')} characters.`,
  replySaved: 'Reply published under the review on the car’s page.',
  replyEdited: 'Reply updated on the car’s page.',
  notFound: 'Review not found.',
} as const;

export const ReviewInputSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  text: z
    .string({ error: REVIEW_MESSAGES.textRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** The business's reply as the site shows it, signed with the business's name. */
export const ReviewReplySchema = z.object({
  text: z.string(),
  /** The business's name: a reply speaks for it, not for one staff member. */
  from: z.string(),
  /** ISO 8601 instants: first written, and last edited (null if never). */
  repliedAt: z.string(),
  editedAt: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** A published review as the public site shows it: the renter's first name only. */
export const PublicReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  firstName: z.string(),
  carName: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/**
 * GET /api/reviews and GET /api/cars/{id}/reviews: computed from the published reviews; average
 * null when there are none.
 */
export const ReviewSummarySchema = z.object({
  average: z.number().nullable().describe('Mean rating to one decimal; null with no reviews'),
  count: z.number().int(),
  reviews: z.array(PublicReviewSchema),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** GET /api/cars/{id}/reviews: the car's published reviews with their replies, newest first. */
export type CarReviews = ReviewSummary;

/** The renter's own review of a booking, or the owner's view of any review. */
export const ReviewSchema = PublicReviewSchema.extend({
  bookingId: z.string(),
  hidden: z.boolean(),
  /** The booking's branch: its staff may reply (docs/product.md#reviews). */
  branch: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

/** GET /api/bookings/{id}/review: null before the renter has written one. */
export const MyReviewSchema = z.object({ review: ReviewSchema.nullable() });

export const ReviewVisibilitySchema = z.object({ hidden: z.boolean() });

/** The mean of the ratings to one decimal (4.65 → 4.7), or null for none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}
