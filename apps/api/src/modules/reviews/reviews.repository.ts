import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReviewsTable } from '../../db/schema';

// All SQL of reviews (docs/product.md#reviews).

export type NewReviewRow = Insertable<ReviewsTable>;
/** A review with its booking's branch, whose staff may reply to it. */
export type ReviewRow = Selectable<ReviewsTable> & { branch: string };

export function insertReview(db: Db, row: NewReviewRow) {
  return db.insertInto('reviews').values(row).execute();
}

/** Reviews joined to their booking for its branch. */
function reviews(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
    .selectAll('reviews')
    .select('bookings.branch');
}

export function reviewOfBooking(db: Db, bookingId: string) {
  return reviews(db).where('reviews.booking_id', '=', bookingId).executeTakeFirst();
}

export function findReview(db: Db, id: string) {
  return reviews(db).where('reviews.id', '=', id).executeTakeFirst();
}

/** Every published rating, for the average and the count; of one car when given. */
export function publishedRatings(db: Db, carId?: string) {
  return db
    .selectFrom('reviews')
    .select('rating')
    .where('hidden_at', 'is', null)
    .$if(carId !== undefined, (qb) => qb.where('car_id', '=', carId!))
    .execute();
}

/** The newest published reviews; of one car when given. */
export function newestPublished(db: Db, limit: number, carId?: string) {
  return reviews(db)
    .where('reviews.hidden_at', 'is', null)
    .$if(carId !== undefined, (qb) => qb.where('reviews.car_id', '=', carId!))
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every review, newest first; only one branch's bookings' for a branch's staff. */
export function listAllReviews(db: Db, limit: number, branch: string | null) {
  return reviews(db)
    .$if(branch !== null, (qb) => qb.where('bookings.branch', '=', branch!))
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}

export function setHidden(db: Db, id: string, hiddenAt: string | null, hiddenBy: string | null) {
  return db
    .updateTable('reviews')
    .set({ hidden_at: hiddenAt, hidden_by: hiddenBy })
    .where('id', '=', id)
    .execute();
}

export function setReply(
  db: Db,
  id: string,
  reply: Pick<ReviewRow, 'reply_text' | 'reply_by' | 'replied_at' | 'reply_edited_at'>,
) {
  return db.updateTable('reviews').set(reply).where('id', '=', id).execute();
}
