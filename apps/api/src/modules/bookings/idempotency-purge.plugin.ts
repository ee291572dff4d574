import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { purgeOldIdempotencyKeys } from './idempotency-keys.service';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes day-old Idempotency-Keys at start and hourly, in every process. */
export const idempotencyPurgePlugin = fp(
  async (app) => {
    runPeriodically(app, 'Idempotency-Key clean-up', EVERY_MS, () => purgeOldIdempotencyKeys(app));
  },
  { name: 'idempotency-purge' },
);
