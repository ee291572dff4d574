import { sql } from 'kysely';
import type { Db } from '../../db/database';

// All SQL of the rate-limit counters (docs/decisions/010-rate-limits-in-the-database.md). One row
// per bucket, key and fixed window; the increment is one statement, atomic on both databases.

export interface CounterWindow {
  bucket: string;
  key: string;
  /** ISO 8601 UTC. */
  windowStart: string;
  expiresAt: string;
}

/** Adds one to the window's counter (creating it at 1) and answers the new count. */
export async function incrementCounter(db: Db, w: CounterWindow): Promise<number> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({
      bucket: w.bucket,
      key: w.key,
      window_start: w.windowStart,
      count: 1,
      expires_at: w.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'key', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Takes back one count from the window (an attempt that turned out not to be a failure). */
export async function decrementCounter(db: Db, w: CounterWindow): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ count: sql<number>`count - 1` })
    .where('bucket', '=', w.bucket)
    .where('key', '=', w.key)
    .where('window_start', '=', w.windowStart)
    .where('count', '>', 0)
    .execute();
}

/** Removes the windows that have ended; answers how many. */
export async function deleteExpiredCounters(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
