import type { Db } from '../../db/database';
import type { ReviewsTable } from '../../db/schema';

// All SQL of reviews (docs/product.md#reviews).

export type ReviewRow = ReviewsTable;

export function insertReview(db: Db, row: ReviewRow) {
  return db.insertInto('reviews').values(row).execute();
}

export function reviewOfBooking(db: Db, bookingId: string) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

export function findReview(db: Db, id: string) {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every published rating, for the average and the count. */
export function publishedRatings(db: Db) {
  return db.selectFrom('reviews').select('rating').where('hidden_at', 'is', null).execute();
}

export function newestPublished(db: Db, limit: number) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('hidden_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listAllReviews(db: Db, limit: number) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
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
