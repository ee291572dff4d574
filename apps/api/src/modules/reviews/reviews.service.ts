import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  averageRating,
  REVIEW_MESSAGES,
  REVIEWS_SHOWN,
  type PublicReview,
  type Review,
  type ReviewInput,
  type ReviewSummary,
} from '@rental/shared/reviews';
import { BRAND_NAME } from '@rental/shared/business';
import type { AuthUser } from '../../auth-user';
import type { Deps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { invalidateCarLists } from '../cars/cars.service';
import { scopeOf } from '../staff/branch-scope';
import * as repo from './reviews.repository';

// docs/product.md#reviews: one review per Completed booking by its renter; the owner hides abuse.
// Nothing on the site shows a rating this module did not compute from published reviews.

/** The most reviews the owner's list answers, newest first. */
const OWNER_LIST_LIMIT = 200;
/** How many of a car's newest published reviews its page lists. */
const CAR_REVIEWS_SHOWN = 20;

export function toPublic(row: repo.ReviewRow): PublicReview {
  return {
    _id: row.id,
    rating: row.rating,
    text: row.text,
    firstName: row.first_name,
    carName: row.car_name,
    createdAt: row.created_at,
    reply:
      row.reply_text !== null && row.replied_at !== null
        ? {
            text: row.reply_text,
            from: BRAND_NAME,
            repliedAt: row.replied_at,
            editedAt: row.reply_edited_at,
          }
        : null,
  };
}

export function toReview(row: repo.ReviewRow): Review {
  return {
    ...toPublic(row),
    bookingId: row.booking_id,
    hidden: row.hidden_at !== null,
    branch: row.branch,
  };
}

/** The renter's own booking, or 404 as for any booking they may not see. */
async function ownBooking(db: Deps['db'], customerId: string, bookingId: string) {
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'customer_id', 'customer_name', 'car_id', 'car_name', 'status', 'branch'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!booking || booking.customer_id !== customerId) throw new NotFoundError('Booking not found.');
  return booking;
}

export async function writeReview(
  deps: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  bookingId: string,
  input: ReviewInput,
): Promise<Review> {
  const booking = await ownBooking(deps.db, customerId, bookingId);
  if (booking.status !== 'Completed') {
    throw new ConflictError(ERROR_CODES.reviewNotCompleted, REVIEW_MESSAGES.notCompleted);
  }
  if (await repo.reviewOfBooking(deps.db, bookingId)) {
    throw new ConflictError(ERROR_CODES.reviewExists, REVIEW_MESSAGES.alreadyReviewed);
  }
  const row: repo.ReviewRow = {
    branch: booking.branch,
    id: randomUUID(),
    booking_id: booking.id,
    customer_id: customerId,
    car_id: booking.car_id,
    car_name: booking.car_name,
    first_name: booking.customer_name.trim().split(/\s+/)[0] ?? '',
    rating: input.rating,
    text: input.text,
    created_at: deps.clock().toISOString(),
    hidden_at: null,
    hidden_by: null,
    reply_text: null,
    reply_by: null,
    replied_at: null,
    reply_edited_at: null,
  };
  try {
    const { branch: _branch, ...stored } = row;
    await repo.insertReview(deps.db, stored);
    // The car lists carry each car's rating (docs/product.md#reviews).
    invalidateCarLists(deps);
  } catch (error) {
    // Two sends at once: the unique booking_id lets one through.
    if (await repo.reviewOfBooking(deps.db, bookingId)) {
      throw new ConflictError(ERROR_CODES.reviewExists, REVIEW_MESSAGES.alreadyReviewed);
    }
    throw error;
  }
  return toReview(row);
}

export async function myReview(
  deps: Pick<Deps, 'db'>,
  customerId: string,
  bookingId: string,
): Promise<{ review: Review | null }> {
  await ownBooking(deps.db, customerId, bookingId);
  const row = await repo.reviewOfBooking(deps.db, bookingId);
  return { review: row ? toReview(row) : null };
}

/**
 * The published reviews' average and count with the newest few: the site's, or one car's (with
 * more of its reviews, as its page lists them).
 */
export async function reviewSummary(
  deps: Pick<Deps, 'db'>,
  carId?: string,
): Promise<ReviewSummary> {
  const ratings = await repo.publishedRatings(deps.db, carId);
  const shown = carId === undefined ? REVIEWS_SHOWN : CAR_REVIEWS_SHOWN;
  const newest = await repo.newestPublished(deps.db, shown, carId);
  return {
    average: averageRating(ratings.map((r) => Number(r.rating))),
    count: ratings.length,
    reviews: newest.map(toPublic),
  };
}

/** Every review for the owner; a branch's staff see their branch's bookings' only. */
export async function listReviews(deps: Pick<Deps, 'db'>, user: AuthUser): Promise<Review[]> {
  return (await repo.listAllReviews(deps.db, OWNER_LIST_LIMIT, scopeOf(user))).map(toReview);
}

/** The owner hides or publishes a review again; kept in the audit log. */
export async function setReviewHidden(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
  hidden: boolean,
): Promise<Review> {
  const review = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findReview(trx, id);
    if (!row) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const was = row.hidden_at !== null;
    const updated = {
      ...row,
      hidden_at: hidden ? (row.hidden_at ?? deps.clock().toISOString()) : null,
      hidden_by: hidden ? (row.hidden_by ?? actorId) : null,
    };
    if (was !== hidden) {
      await repo.setHidden(trx, id, updated.hidden_at, updated.hidden_by);
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId,
          action: hidden ? 'review.hide' : 'review.show',
          entity: 'review',
          entityId: id,
          bookingId: row.booking_id,
          carId: row.car_id,
          before: { hidden: was },
          after: { hidden },
        },
      );
    }
    return toReview(updated);
  });
  invalidateCarLists(deps);
  return review;
}
