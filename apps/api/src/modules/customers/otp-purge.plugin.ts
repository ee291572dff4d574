import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { purgeExpiredOtps } from './otp.service';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes expired OTP rows at start and hourly, in every process (docs/product.md#security). */
export const otpPurgePlugin = fp(
  async (app) => {
    runPeriodically(app, 'OTP clean-up', EVERY_MS, () => purgeExpiredOtps(app));
  },
  { name: 'otp-purge' },
);
