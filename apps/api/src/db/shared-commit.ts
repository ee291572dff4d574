import { CompiledQuery } from 'kysely';
import type { DatabaseKind, Db } from './database';

// SQLite writes one transaction at a time, and its commit writes every page the transaction
// changed to the log: for a booking that is a good part of its cost. Writes that arrive together
// share one commit here. Each runs in a savepoint of one transaction, in arrival order, so each
// sees the ones before it as if they had committed; one that throws is rolled back to its
// savepoint alone. Every answer waits for the commit, so none is given for a write that could
// still be lost. (docs/decisions/022-performance-close-to-the-limit.md)

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
interface Job {
  work: (trx: Db) => Promise<unknown>;
  settle: (outcome: Outcome) => void;
}

/** At most this many writes share a commit: a long queue gets several. */
const MAX_SHARED = 32;
const SAVEPOINT = CompiledQuery.raw('savepoint shared_commit');
const RELEASE = CompiledQuery.raw('release shared_commit');
const ROLLBACK = CompiledQuery.raw('rollback to shared_commit');

export class SharedCommit {
  private queue: Job[] = [];
  private busy = false;

  constructor(private readonly db: Db) {}

  /** Runs `work` in a transaction shared with the writes queued beside it. */
  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        work,
        settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)),
      });
      this.schedule();
    });
  }

  /** After this turn's I/O, so the requests that arrived together are queued before it starts. */
  private schedule() {
    if (this.busy || this.queue.length === 0) return;
    this.busy = true;
    setImmediate(() => void this.commitQueued());
  }

  private async commitQueued() {
    const jobs = this.queue.splice(0, MAX_SHARED);
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of jobs) {
          await trx.executeQuery(SAVEPOINT);
          try {
            outcomes.push({ ok: true, value: await job.work(trx) });
          } catch (error) {
            outcomes.push({ ok: false, error });
            await trx.executeQuery(ROLLBACK);
          }
          await trx.executeQuery(RELEASE);
        }
      });
      jobs.forEach((job, i) => job.settle(outcomes[i]!));
    } catch (error) {
      // The commit itself failed: nothing of any of them was stored.
      for (const job of jobs) job.settle({ ok: false, error });
    } finally {
      this.busy = false;
      this.schedule();
    }
  }
}

const shared = new WeakMap<Db, SharedCommit>();

/**
 * `work` in a transaction: on SQLite one shared with the writes queued beside it; on PostgreSQL
 * its own, since there transactions run side by side on several connections.
 */
export function inSharedCommit<T>(
  deps: { db: Db; dbKind: DatabaseKind },
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  if (deps.dbKind !== 'sqlite') return deps.db.transaction().execute(work);
  let commit = shared.get(deps.db);
  if (!commit) shared.set(deps.db, (commit = new SharedCommit(deps.db)));
  return commit.run(work);
}
