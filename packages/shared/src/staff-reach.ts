import { ACTIVE_BOOKING_STATUSES } from './constants';

// docs/product.md#customers: which renters a branch's staff may see. A renter is in a branch's
// reach while they have an open booking there (Pending or Confirmed, on its trip included), or
// one Completed whose return was at most RECENT_BOOKING_DAYS ago. A Cancelled booking never
// opens a renter's record or identity documents to a branch. The owner sees every renter.

/** How long after a completed booking's return its branch still sees the renter. */
export const RECENT_BOOKING_DAYS = 90;

/** The statuses that keep a renter in reach whatever the dates. */
export const OPEN_BOOKING_STATUSES = ACTIVE_BOOKING_STATUSES;

/** The earliest return (ISO instant) of a Completed booking that still counts as recent. */
export function recentReturnSince(now: Date): string {
  return new Date(now.getTime() - RECENT_BOOKING_DAYS * 86_400_000).toISOString();
}
