import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseKind, Db } from './db/database';
import type { Notifications } from './modules/notifications/notifications.plugin';
import type { Secrets } from './modules/settings/secrets';
import type { Storage } from './modules/uploads/storage';
import type { AuthUser } from './auth-user';

export type { Db } from './db/database';

/** The outbox worker of this process (modules/outbox/outbox.plugin.ts runs it). */
export interface Outbox {
  /** This process's worker, as written in messages.claimed_by. */
  workerId: string;
  /** Call after a commit that queued messages: the worker looks at once. */
  wake(): void;
}

/**
 * What the services may use. Each service function takes `Pick<Deps, …>` of exactly what it
 * needs; the Fastify instance carries all of it (see app.ts and the plugins), so routes pass
 * `app`, and tests may pass a smaller object.
 */
export interface Deps {
  db: Db;
  dbKind: DatabaseKind;
  config: Config;
  /** The token signing secret and the OTP hash key every process shares. */
  secrets: Secrets;
  log: FastifyBaseLogger;
  /** The current time; business rules read it here so tests can set it. */
  clock: () => Date;
  notifications: Notifications;
  /** The durable outbox's worker in this process: wake() it after a commit that queued messages. */
  outbox: Outbox;
  storage: Storage;
  tokens: { sign(user: AuthUser): Promise<string> };
}
