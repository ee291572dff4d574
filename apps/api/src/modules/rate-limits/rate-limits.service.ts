import type { Deps } from '../../deps';
import {
  decrementCounter,
  deleteExpiredCounters,
  incrementCounter,
  type CounterWindow,
} from './rate-limits.repository';

// docs/decisions/010-rate-limits-in-the-database.md: counters in the database the processes
// share, so a limit counts across processes and restarts and no flood of other keys evicts one.

export interface LimitRule {
  /** Names the counter, e.g. `signin:ip`. */
  bucket: string;
  max: number;
  windowMs: number;
  /** Where windows start: this much after each multiple of windowMs (Kolkata days: -5.5 h). */
  alignMs?: number;
  /** Only failures count: the attempt is given back when the request succeeds. */
  failuresOnly?: boolean;
}

type LimitDeps = Pick<Deps, 'db' | 'clock'>;

export interface Attempt {
  allowed: boolean;
  /** The first refusal of its window: the moment to tell someone, once. */
  firstRefusal: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
  window: CounterWindow;
}

/** The fixed window of `rule` holding the instant `now`. */
export function windowOf(rule: LimitRule, key: string, now: Date): CounterWindow {
  const align = rule.alignMs ?? 0;
  const start = Math.floor((now.getTime() - align) / rule.windowMs) * rule.windowMs + align;
  return {
    bucket: rule.bucket,
    key,
    windowStart: new Date(start).toISOString(),
    expiresAt: new Date(start + rule.windowMs).toISOString(),
  };
}

/** Counts one attempt against the rule's window; it is allowed while the count is within max. */
export async function takeAttempt(deps: LimitDeps, rule: LimitRule, key: string): Promise<Attempt> {
  const now = deps.clock();
  const window = windowOf(rule, key, now);
  const count = await incrementCounter(deps.db, window);
  return {
    allowed: count <= rule.max,
    firstRefusal: count === rule.max + 1,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((Date.parse(window.expiresAt) - now.getTime()) / 1000),
    ),
    window,
  };
}

/** Gives an attempt back, e.g. a sign-in that succeeded after all. */
export async function giveBackAttempt(deps: Pick<LimitDeps, 'db'>, window: CounterWindow) {
  await decrementCounter(deps.db, window);
}

/** Deletes the counters of windows that have ended. */
export function sweepExpiredCounters(deps: LimitDeps): Promise<number> {
  return deleteExpiredCounters(deps.db, deps.clock().toISOString());
}
