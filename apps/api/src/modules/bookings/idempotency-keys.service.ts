import type { Deps } from '../../deps';
import { deleteIdempotencyKeysBefore } from './bookings.repository';

// docs/product.md#security: a booking's Idempotency-Key answers retries for a day, then its row
// (with the whole answer it replays) is deleted. A retry comes within seconds or minutes; a day
// is far beyond any client's retry window.

const IDEMPOTENCY_KEY_KEEP_MS = 24 * 60 * 60 * 1000;

/** Deletes keys older than a day; safe to run in two processes at once (one delete wins). */
export function purgeOldIdempotencyKeys(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock().getTime() - IDEMPOTENCY_KEY_KEEP_MS).toISOString();
  return deleteIdempotencyKeysBefore(deps.db, before);
}
