import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseKind, Db } from './db/database';
import type { Notifications } from './modules/notifications/notifications.plugin';
import type { Secrets } from './modules/settings/secrets';
import type { Storage } from './modules/uploads/storage';
import type { AuthUser } from './plugins/auth';

export type { Db } from './db/database';

/**
 * What the services may use. Each service function takes `Pick<Deps, …>` of exactly what it
 * needs; the Fastify instance carries all of it (see app.ts and the plugins), so routes pass
 * `app`, and tests may pass a smaller object.
 */
export interface Deps {
  db: Db;
  dbKind: DatabaseKind;
  config: Config;
  /** Secrets kept in the database (signing, OTP hashing). */
  secrets: Secrets;
  log: FastifyBaseLogger;
  /** The current time; business rules read it here so tests can set it. */
  clock: () => Date;
  notifications: Notifications;
  storage: Storage;
  tokens: { sign(user: AuthUser): Promise<string> };
}
