import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepDepositReturns } from './deposit-return.service';

// docs/product.md#after-the-trip: a deposit return is made due on its day, and one left unpaid is
// flagged to the owner, without anyone opening the staff's list. Every process runs the sweep;
// the deposit_returns primary key and the notice's event key keep each to once.

export const DEPOSIT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the sweep under way, if any, has ended: tests wait on the hourly run. */
    depositSweepSettled(): Promise<unknown>;
  }
}

/** Runs the sweep at start and every hour while the server runs, over every branch. */
export const depositReturnSweepPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> | undefined;
    const run = () =>
      (running ??= sweepDepositReturns(app, null)
        .then((n) => {
          if (n > 0) app.log.info({ madeDue: n }, 'deposit returns made due');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'deposit return sweep failed'))
        .finally(() => {
          running = undefined;
        }));
    app.decorate('depositSweepSettled', () => running ?? Promise.resolve());
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, DEPOSIT_SWEEP_INTERVAL_MS);
      timer.unref();
      // The days that came while no server ran are caught up before the first request.
      await run();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'deposit-return-sweep', dependencies: ['outbox'] },
);
