import { REVIEW_MESSAGES, type Review } from '@rental/shared/reviews';
import type { AuthUser } from '../../auth-user';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { queueBookingEvent } from '../outbox/outbox.service';
import { scopeOf } from '../staff/branch-scope';
import * as repo from './reviews.repository';
import { toReview } from './reviews.service';

// docs/product.md#reviews: the business answers a review once, and may edit that answer; the
// owner for any review, a branch's staff for their branch's bookings' reviews (another branch's
// answers 404, as if it did not exist). The renter hears of the first reply, not of edits.

export async function replyToReview(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  actor: AuthUser,
  id: string,
  text: string,
): Promise<Review> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.findReview(trx, id);
    const scope = scopeOf(actor);
    if (!row || (scope !== null && row.branch !== scope)) {
      throw new NotFoundError(REVIEW_MESSAGES.notFound);
    }
    if (row.reply_text === text) return toReview(row);
    const now = deps.clock().toISOString();
    const first = row.reply_text === null;
    const reply = first
      ? { reply_text: text, reply_by: actor.id, replied_at: now, reply_edited_at: null }
      : { reply_text: text, reply_by: actor.id, replied_at: row.replied_at, reply_edited_at: now };
    await repo.setReply(trx, id, reply);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: actor.id,
        action: first ? 'review.reply' : 'review.reply_edit',
        entity: 'review',
        entityId: id,
        bookingId: row.booking_id,
        carId: row.car_id,
        before: first ? null : { reply: row.reply_text },
        after: { reply: text },
      },
    );
    // Keyed by the booking and event: a reply written twice at once still texts once.
    if (first) await queueBookingEvent(deps, trx, row.booking_id, { event: 'review_reply' });
    return toReview({ ...row, ...reply });
  });
}
