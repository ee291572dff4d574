import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../../deps';
import { cancelInTransaction } from './booking-cancel';
import { heldUntil } from './booking-json';
import { historyOf, releasableHolds } from './bookings.repository';
import { paymentsOfBooking } from '../payments/ledger.service';
import { findBookingById } from '../booking-record/booking-record.service';

// docs/product.md#holds-and-payments: a Pending booking the business has not confirmed and that
// carries no received payment is released PENDING_HOLD_HOURS after it was made, or
// PAYMENT_CHECK_HOURS after its last submitted payment when that is later.
// Every server process runs the release; each booking is locked and checked again before it is
// cancelled, so when two processes pick the same booking only one releases it, and a booking
// locked by another process is skipped, so two processes share the work. Nothing is kept in
// memory: after a restart the first run finds every hold that ended meanwhile.

const HOUR_MS = 60 * 60_000;
const BATCH = 100;
export const HOLD_RELEASE_INTERVAL_MS = 60_000;
export const RELEASE_NOTE = 'Not confirmed in time';

type ReleaseDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock'>;

/** Releases one booking if its hold is over; false when another process (or a change) won. */
async function releaseOne(deps: ReleaseDeps, id: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    // A row another process is changing (or releasing) is left to it; the next run sees it again.
    const row = await findBookingById(trx, id, deps.dbKind === 'postgres' && 'skip-locked');
    if (!row) return false;
    // Read again under the lock: a payment or a confirmation may have come in since the list.
    const history = (await historyOf(trx, [id])).get(id) ?? [];
    const until = heldUntil(row, history, await paymentsOfBooking(trx, id), deps.config);
    if (!until || until.getTime() > deps.clock().getTime()) return false;
    await cancelInTransaction(deps, trx, row, { by: 'system', note: RELEASE_NOTE });
    return true;
  });
}

/** Releases every hold that is over; answers how many bookings it released. */
export async function releaseExpiredHolds(deps: ReleaseDeps): Promise<number> {
  const hoursAgo = (hours: number) =>
    new Date(deps.clock().getTime() - hours * HOUR_MS).toISOString();
  const madeBefore = hoursAgo(deps.config.pendingHoldHours);
  const submittedBefore = hoursAgo(deps.config.paymentCheckHours);
  let released = 0;
  const seen = new Set<string>();
  for (;;) {
    const ids = (await releasableHolds(deps.db, { madeBefore, submittedBefore }, BATCH)).filter(
      (id) => !seen.has(id),
    );
    for (const id of ids) {
      seen.add(id);
      if (await releaseOne(deps, id)) released += 1;
    }
    if (ids.length === 0) return released;
  }
}

export interface HoldReleaseOptions {
  /** false in tests that run the release themselves. */
  autoStart?: boolean;
}

/** Runs the release at start (before the app is ready) and every minute while it runs. */
export const holdReleasePlugin = fp(
  async (app: FastifyInstance, options: HoldReleaseOptions) => {
    let running: Promise<unknown> | undefined;
    const run = () =>
      (running ??= releaseExpiredHolds(app)
        .then((n) => {
          if (n === 0) return;
          app.metrics.holdsReleased(n);
          app.log.info({ released: n }, 'pending bookings released');
          app.outbox.wake();
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'hold release failed'))
        .finally(() => {
          running = undefined;
        }));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (options.autoStart === false) return;
      timer = setInterval(run, HOLD_RELEASE_INTERVAL_MS);
      timer.unref();
      // The holds that ended while no server ran are released before the first request.
      await run();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'hold-release', dependencies: ['outbox', 'metrics'] },
);
