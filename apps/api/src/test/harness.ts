import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { RATE_LIMIT_WINDOW_MS, RATE_LIMITS, type RateLimits } from '@rental/shared/constants';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { HoldReleaseOptions } from '../modules/bookings/booking-holds';
import { startSmsReceiver, type SmsReceiver } from '../modules/notifications/test-receivers';
import type { OutboxOptions } from '../modules/outbox/outbox.plugin';

// API tests build the real app on a real, fresh database and speak HTTP to it (app.inject).
// Every suite runs on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too.
// TEST_DATABASES (e.g. `postgres`) narrows a run to the databases it names: CI tests SQLite in its
// clean clone and PostgreSQL in the main checkout, each once.

export type DbKind = 'sqlite' | 'postgres';

function databasesToTest(): DbKind[] {
  const available: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const named = process.env.TEST_DATABASES;
  if (!named) return available;
  return named.split(',').map((name) => {
    const kind = available.find((k) => k === name.trim());
    if (!kind) {
      throw new Error(`TEST_DATABASES names "${name}", which this run cannot test`);
    }
    return kind;
  });
}

export const DATABASES: DbKind[] = databasesToTest();

export interface HarnessOptions {
  config?: Partial<Config>;
  rateLimits?: Partial<RateLimits>;
  seedDemo?: boolean;
  /** The app's clock (default: the real time). */
  clock?: () => Date;
  outbox?: OutboxOptions;
  holds?: HoldReleaseOptions;
  /** A second app (another server process) on the first one's database. */
  sameDatabaseAs?: Harness;
  /** false leaves /api/ready at "starting"; by default the app is ready, as a listening server. */
  markReady?: boolean;
}

/**
 * Real time, moved back to just after the start of a rate-limit window, so that the requests of
 * a test that counts on a limit never straddle two windows.
 */
export function clockAtWindowStart(): () => Date {
  const shift = (Date.now() % RATE_LIMIT_WINDOW_MS) - 1_000;
  return () => new Date(Date.now() - shift);
}

export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };

export class Harness {
  app!: FastifyInstance;
  readonly dataDir: string;
  private databaseUrl?: string;
  private pgDatabase?: string;
  private configChanges: Partial<Config> = {};

  constructor(
    readonly kind: DbKind,
    private readonly options: HarnessOptions = {},
  ) {
    const shared = options.sameDatabaseAs;
    this.dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'rental-test-'));
    this.databaseUrl = shared?.databaseUrl;
  }

  get config(): Config {
    return {
      // The production defaults, then what a test needs fixed.
      ...loadConfig({}),
      webDist: undefined,
      port: 0,
      host: '127.0.0.1',
      dataDir: this.dataDir,
      databaseUrl: this.databaseUrl,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      sms: { transport: 'log' },
      mailFrom: 'Test <noreply@example.com>',
      businessEmail: 'owner@example.com',
      seedDemo: this.options.seedDemo ?? false,
      logLevel: 'silent',
      trustProxy: false,
      documentRetentionDays: 180,
      maxPendingBookings: 2,
      pendingHoldHours: 12,
      paymentCheckHours: 24,
      advanceTries: 3,
      advancePercent: 25,
      upiName: 'Test Rentals',
      ...this.options.config,
      ...this.configChanges,
    };
  }

  async start(): Promise<FastifyInstance> {
    if (this.kind === 'postgres' && !this.databaseUrl) await this.createPgDatabase();
    this.app = await buildApp({
      config: this.config,
      rateLimits: { ...RATE_LIMITS, ...this.options.rateLimits },
      logger: false,
      clock: this.options.clock,
      outbox: this.options.outbox,
      holds: this.options.holds,
    });
    await this.app.ready();
    if (this.options.markReady !== false) this.app.readiness.markReady();
    return this.app;
  }

  /** Closes and builds the app again on the same database (data must survive), with `config`. */
  async restart(config: Partial<Config> = {}): Promise<FastifyInstance> {
    await this.app.close();
    this.configChanges = { ...this.configChanges, ...config };
    return this.start();
  }

  async stop(): Promise<void> {
    await this.app?.close();
    // The first app owns the shared database and directory.
    if (this.options.sameDatabaseAs) return;
    if (this.pgDatabase) await this.dropPgDatabase();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject(options);
  }

  async adminToken(): Promise<string> {
    const admin = await this.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    return this.app.tokens.sign({ role: 'admin', id: admin.id });
  }

  private async createPgDatabase(): Promise<void> {
    const created = await createPgDatabase();
    this.pgDatabase = created.name;
    this.databaseUrl = created.url;
  }

  private async dropPgDatabase(): Promise<void> {
    await dropPgDatabase(this.pgDatabase!);
  }
}

/** A fresh database on the TEST_DATABASE_URL server, for one test file. */
export async function createPgDatabase(): Promise<{ name: string; url: string }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `rental_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropPgDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

/** Runs a suite once per database, each on its own fresh app. */
/**
 * Two apps on one database, as two server processes are, started before the suite's tests and
 * stopped after them. SQLite serves one process (a second is refused at start): there both are
 * the same app.
 */
export function twoProcesses(
  kind: DbKind,
  options: HarnessOptions = {},
): { first: Harness; second: Harness } {
  const apps = {} as { first: Harness; second: Harness };
  beforeAll(async () => {
    apps.first = new Harness(kind, options);
    await apps.first.start();
    apps.second =
      kind === 'sqlite'
        ? apps.first
        : new Harness(kind, { ...options, sameDatabaseAs: apps.first });
    if (apps.second !== apps.first) await apps.second.start();
  });
  afterAll(async () => {
    if (apps.second !== apps.first) await apps.second.stop();
    await apps.first.stop();
  });
  return apps;
}

export function describeEachDatabase(
  title: string,
  body: (h: Harness) => void,
  options?: HarnessOptions,
): void {
  for (const kind of DATABASES) {
    describe(`${title} [${kind}]`, () => {
      const harness = new Harness(kind, options);
      beforeAll(() => harness.start());
      afterAll(() => harness.stop());
      body(harness);
    });
  }
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * The SMS provider of one test file: listening before its tests and closed after them, with
 * `options.config` pointing the app's texts at it. Read it inside a test: `sms().received`.
 */
export function smsReceiverFor(options: HarnessOptions): () => SmsReceiver {
  let receiver: SmsReceiver | undefined;
  beforeAll(async () => {
    receiver = await startSmsReceiver();
    options.config = { ...options.config, sms: { transport: 'webhook', url: receiver.url } };
  });
  afterAll(() => receiver?.close());
  return () => {
    if (!receiver) throw new Error("The SMS receiver is read before its file's tests start.");
    return receiver;
  };
}
