import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { RATE_LIMITS, type RateLimits } from '@rental/shared/constants';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type Db, type DatabaseKind } from './db/database';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { ensureAdmin } from './modules/admin-auth/admin-auth.service';
import { holdReleasePlugin, type HoldReleaseOptions } from './modules/bookings/booking-holds';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { chargesRoutes } from './modules/charges/charges.routes';
import { fastagRoutes } from './modules/fastag/fastag.routes';
import { agreementsRoutes } from './modules/agreements/agreements.routes';
import { handoverRoutes } from './modules/handover/handover.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { carPagesHead } from './modules/cars/car-pages-head';
import { carsRoutes } from './modules/cars/cars.routes';
import { seedDemoData } from './demo/demo-seed';
import { customersRoutes } from './modules/customers/customers.routes';
import { directoryRoutes } from './modules/customers/directory.routes';
import { chargePaymentsPlugin } from './modules/charges/charge-payments.plugin';
import { depositReturnSweepPlugin } from './modules/charges/deposit-return-sweep';
import { documentsRetentionPlugin } from './modules/documents/documents-retention';
import { idempotencyPurgePlugin } from './modules/bookings/idempotency-purge.plugin';
import { otpPurgePlugin } from './modules/customers/otp-purge.plugin';
import { deliveryAreasRoutes } from './modules/delivery/delivery-areas.routes';
import { deliveryDispatchRoutes } from './modules/delivery/delivery-dispatch.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { policyRoutes } from './modules/policy/policy.routes';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { metricsPlugin } from './modules/metrics/metrics.plugin';
import { outboxPlugin, type OutboxOptions } from './modules/outbox/outbox.plugin';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes';
import { protectionRoutes } from './modules/protection/protection.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { quoteRoutes } from './modules/quotes/quote.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { loadSecrets, type Secrets } from './modules/settings/secrets';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { uploadsPlugin } from './modules/uploads/uploads.plugin';
import { authPlugin } from './plugins/auth';
import { branchScopePlugin } from './plugins/branch-scope';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/fastify-errors';
import { knownDevicesPlugin } from './plugins/known-devices';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { readinessPlugin } from './plugins/readiness';
import { securityPlugin } from './plugins/security';
import { staticSitePlugin } from './plugins/static-site';
import { textInputPlugin } from './plugins/text-input';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DatabaseKind;
    sqlitePath?: string;
    secrets: Secrets;
    /** The current time for business rules (see deps.ts). */
    clock: () => Date;
  }
}

export interface AppOptions {
  config: Config;
  rateLimits?: RateLimits;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass a fixed or movable clock; the server uses the real time. */
  clock?: () => Date;
  /** Tests that drive the outbox worker step by step turn its own loop off. */
  outbox?: OutboxOptions;
  /** Tests that run the release of ended holds themselves turn its own timer off. */
  holds?: HoldReleaseOptions;
}

function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

/** The whole application; the server and the tests build the same one. */
export async function buildApp({
  config,
  rateLimits,
  logger,
  clock = () => new Date(),
  outbox,
  holds,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // A hop count as proxy-addr reads it (Fastify itself refuses bare counts): believe that many
    // addresses from the socket inwards. Safe only when the proxies are the sole way in.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // Never let a slow client hold a connection forever.
    requestTimeout: 30_000,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const opened = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost'),
  });
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('db', opened.db);
  app.decorate('dbKind', opened.kind);
  app.decorate('sqlitePath', opened.sqlitePath);
  app.addHook('onClose', async () => {
    await opened.db.destroy();
    await opened.stop();
  });
  await migrateToLatest(opened.db);
  const secrets = await loadSecrets(opened.db, config, clock());
  app.decorate('secrets', secrets);

  await app.register(readinessPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, { poolUse: opened.poolUse });
  await app.register(securityPlugin);
  await app.register(textInputPlugin);
  await app.register(authPlugin, { secret: secrets.jwt });
  await app.register(branchScopePlugin);
  await app.register(knownDevicesPlugin);
  await app.register(rateLimitsPlugin, { rateLimits: rateLimits ?? RATE_LIMITS });
  await app.register(notificationsPlugin);
  await app.register(outboxPlugin, outbox ?? {});
  await app.register(uploadsPlugin);
  await app.register(docsPlugin);
  await app.register(documentsRetentionPlugin);
  await app.register(otpPurgePlugin);
  await app.register(idempotencyPurgePlugin);
  await app.register(holdReleasePlugin, holds ?? {});
  await app.register(depositReturnSweepPlugin);
  await app.register(chargePaymentsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(policyRoutes);
      await api.register(carsRoutes);
      await api.register(availabilityRoutes);
      await api.register(offersRoutes);
      await api.register(adminAuthRoutes);
      await api.register(customersRoutes);
      await api.register(directoryRoutes);
      await api.register(sessionsRoutes);
      await api.register(bookingsRoutes);
      await api.register(handoverRoutes);
      await api.register(agreementsRoutes);
      await api.register(paymentsRoutes);
      await api.register(outboxRoutes);
      await api.register(documentsRoutes);
      await api.register(staffRoutes);
      await api.register(auditRoutes);
      await api.register(promoCodesRoutes);
      await api.register(pricingRoutes);
      await api.register(quoteRoutes);
      await api.register(reportsRoutes);
      await api.register(deliveryAreasRoutes);
      await api.register(deliveryDispatchRoutes);
      await api.register(chargesRoutes);
      await api.register(fastagRoutes);
      await api.register(reviewsRoutes);
      await api.register(protectionRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticSitePlugin, {
    webDist: config.webDist,
    pageHead: carPagesHead(app),
  });

  await ensureAdmin(app);
  if (config.seedDemo) await seedDemoData(app);
  return app;
}
