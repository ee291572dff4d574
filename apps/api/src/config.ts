import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { BRAND_NAME, BRANCHES } from '@rental/shared/business';
import { LATE_GRACE_MINUTES, PASSWORD_MIN_LENGTH } from '@rental/shared/constants';
import { DELIVERY_CHANGE_CUTOFF_HOURS } from '@rental/shared/delivery';
import { GSTIN_PATTERN } from '@rental/shared/gstin';
import {
  DEFAULT_DEPOSIT_HOLD_DAYS,
  DEFAULT_DISPUTE_HOURS,
  CHARGE_TYPES,
  DEFAULT_DEBIT_NOTE_TYPES,
  DEFAULT_POST_TRIP_DAYS,
  type ChargeType,
} from '@rental/shared/charges';
import { DEFAULT_DAMAGE_CLAIM_HOURS } from '@rental/shared/damage-claims';
import { DOCUMENT_RETENTION_DAYS } from '@rental/shared/documents';
import { DEFAULT_ADVANCE_PERCENT } from '@rental/shared/money';
import {
  DEFAULT_ADVANCE_TRIES,
  DEFAULT_MAX_PENDING_BOOKINGS,
  DEFAULT_PAYMENT_CHECK_HOURS,
  DEFAULT_PENDING_HOLD_HOURS,
} from '@rental/shared/payments';

// docs/product.md#configuration: the only reader of process.env. A bad value stops the start with
// one line naming the variable.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  NODE_ENV: z.string().optional(),
  SMS_TRANSPORT: z.enum(['log', 'webhook']).default('log'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Hyderabad Self Drive <bookings@hyderabadselfdrive.in>'),
  BUSINESS_EMAIL: z.email().default('bookings@hyderabadselfdrive.in'),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'use false, true (a proxy on this machine), a hop count, or addresses/CIDRs',
        });
        return z.NEVER;
      }
      return parsed;
    })
    .default(false),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DOCUMENT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DOCUMENT_RETENTION_DAYS),
  LATE_GRACE_MINUTES: z.coerce.number().int().min(0).max(1440).default(LATE_GRACE_MINUTES),
  BUSINESS_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GSTIN_PATTERN, 'must be a 15-character GSTIN such as 36AABCU9603R1ZM')
    .optional(),
  BUSINESS_ADDRESS: z.string().trim().min(10).max(300).default(BRANCHES[0].address),
  GST_RATE_PERCENT: z.coerce.number().int().min(0).max(28).default(18),
  INVOICE_SAC: z
    .string()
    .regex(/^\d{6}$/, 'must be a 6-digit service code')
    .default('997311'),
  MAX_PENDING_BOOKINGS: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(DEFAULT_MAX_PENDING_BOOKINGS),
  PENDING_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(DEFAULT_PENDING_HOLD_HOURS),
  PAYMENT_CHECK_HOURS: z.coerce.number().int().min(1).max(168).default(DEFAULT_PAYMENT_CHECK_HOURS),
  ADVANCE_TRIES: z.coerce.number().int().min(1).max(10).default(DEFAULT_ADVANCE_TRIES),
  ADVANCE_PERCENT: z.coerce.number().int().min(1).max(100).default(DEFAULT_ADVANCE_PERCENT),
  DELIVERY_CHANGE_CUTOFF_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(72)
    .default(DELIVERY_CHANGE_CUTOFF_HOURS),
  POST_TRIP_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_POST_TRIP_DAYS),
  DISPUTE_HOURS: z.coerce.number().int().min(1).max(720).default(DEFAULT_DISPUTE_HOURS),
  DEPOSIT_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(DEFAULT_DEPOSIT_HOLD_DAYS),
  DEBIT_NOTE_TYPES: z
    .string()
    .default(DEFAULT_DEBIT_NOTE_TYPES.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(CHARGE_TYPES, `must list charge types of ${CHARGE_TYPES.join(', ')}`))),
  DAMAGE_CLAIM_HOURS: z.coerce.number().int().min(1).max(720).default(DEFAULT_DAMAGE_CLAIM_HOURS),
  UPI_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z0-9]{2,64}$/, 'must be a UPI address like name@bank')
    .optional(),
  UPI_NAME: z.string().trim().min(1).max(50).default(BRAND_NAME),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Token signing secret from the environment; without it one is kept in the database. */
  jwtSecret?: string;
  /** NODE_ENV=production: the signing secret must come from the environment. */
  production?: boolean;
  sms: { transport: 'log' } | { transport: 'webhook'; url: string };
  smtpUrl?: string;
  mailFrom: string;
  businessEmail: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Fastify's trustProxy: whose X-Forwarded-For to believe (never every sender's). */
  trustProxy: TrustProxy;
  /** Built single-page app; absent in API-only tests. */
  webDist?: string;
  /** The site's address for links sent by e-mail; unset: the address the request came from. */
  publicUrl?: string;
  /** Days documents are kept after the renter's last rental ends (docs/product.md#documents). */
  documentRetentionDays: number;
  /** docs/product.md#handover-and-bill: a return later than this after the booked one is late. */
  lateGraceMinutes: number;
  /** With a GSTIN the closed rental gets a tax invoice, without one a receipt. */
  businessGstin?: string;
  businessAddress: string;
  gstRatePercent: number;
  invoiceSac: string;
  /** docs/product.md#holds-and-payments: Pending bookings one renter may hold at once. */
  maxPendingBookings: number;
  /** Hours an unconfirmed, unpaid Pending booking holds its car. */
  pendingHoldHours: number;
  /** Hours a submitted, unchecked advance keeps holding a Pending booking's car. */
  paymentCheckHours: number;
  /** UPI advances one booking may submit in all (the rejected ones count). */
  advanceTries: number;
  /** The advance, as a percentage of the rental amount. */
  advancePercent: number;
  /** docs/product.md#doorstep-delivery: hours before a leg its address and hour stop changing. */
  deliveryChangeCutoffHours: number;
  /** Days after the return during which staff may add charges (docs/product.md#after-the-trip). */
  postTripDays: number;
  /** Hours the renter has to pay or dispute a charge. */
  disputeHours: number;
  /** Days after the return the deposit is returned, less the charges then due. */
  depositHoldDays: number;
  /** The charge types that are a supply and get a debit note (docs/product.md#debit-notes). */
  debitNoteTypes: ChargeType[];
  /** Hours after the return a damage charge may still be raised (docs/product.md#damage-claims). */
  damageClaimHours: number;
  /** The business's UPI address; without it no UPI payment is offered. */
  upiId?: string;
  /** The payee name UPI apps show. */
  upiName: string;
  /**
   * Seconds a process keeps serving after SIGTERM while its readiness says draining, so the
   * proxy's health check takes it out before it stops listening (docs/deploy.md).
   */
  shutdownDrainSeconds: number;
  /** Bearer token of GET /metrics; unset: no metrics are served. */
  metricsToken?: string;
}

export class ConfigError extends Error {}

/** false: nobody; a hop count; or the proxies' addresses, CIDRs and proxy-addr names. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * docs/product.md#configuration: TRUST_PROXY takes the proxy's addresses or CIDRs, or a hop count;
 * `true` means a proxy on this machine (loopback), never "believe every sender", which would let
 * anyone choose the address a rate limit counts.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) return ['loopback'];
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  return entries.every((e) => PROXY_NAMES.has(e) || isAddressOrCidr(e)) ? entries : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in EnvSchema.shape && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  // docs/decisions/024-signing-secret-from-the-environment.md: in production the token signing
  // secret is never a row of the database, which every backup copies.
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid JWT_SECRET: required when NODE_ENV is production');
  }
  if (e.SMS_TRANSPORT === 'webhook' && !e.SMS_WEBHOOK_URL) {
    throw new ConfigError('Invalid SMS_WEBHOOK_URL: required when SMS_TRANSPORT is webhook');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    production: e.NODE_ENV === 'production',
    sms:
      e.SMS_TRANSPORT === 'webhook'
        ? { transport: 'webhook', url: e.SMS_WEBHOOK_URL! }
        : { transport: 'log' },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    businessEmail: e.BUSINESS_EMAIL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    publicUrl: e.PUBLIC_URL,
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    lateGraceMinutes: e.LATE_GRACE_MINUTES,
    businessGstin: e.BUSINESS_GSTIN,
    businessAddress: e.BUSINESS_ADDRESS,
    gstRatePercent: e.GST_RATE_PERCENT,
    invoiceSac: e.INVOICE_SAC,
    maxPendingBookings: e.MAX_PENDING_BOOKINGS,
    pendingHoldHours: e.PENDING_HOLD_HOURS,
    paymentCheckHours: e.PAYMENT_CHECK_HOURS,
    advanceTries: e.ADVANCE_TRIES,
    advancePercent: e.ADVANCE_PERCENT,
    deliveryChangeCutoffHours: e.DELIVERY_CHANGE_CUTOFF_HOURS,
    postTripDays: e.POST_TRIP_DAYS,
    disputeHours: e.DISPUTE_HOURS,
    depositHoldDays: e.DEPOSIT_HOLD_DAYS,
    debitNoteTypes: e.DEBIT_NOTE_TYPES,
    damageClaimHours: e.DAMAGE_CLAIM_HOURS,
    upiId: e.UPI_ID,
    upiName: e.UPI_NAME,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
  };
}

function defaultWebDist(): string | undefined {
  // The bundled server lives in apps/api/dist; the web build in apps/web/dist.
  const candidate = path.resolve(import.meta.dirname, '../../web/dist');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}
