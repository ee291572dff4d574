import { randomUUID } from 'node:crypto';

/**
 * A UUID (version 7, RFC 9562) that starts with the current millisecond, so ids made one after
 * another sort one after another. Rows keyed by it go in at the end of their primary-key index
 * instead of at a random place in it: a booking's nine messages then dirty one index page, not
 * nine (docs/decisions/022-performance-close-to-the-limit.md). The random part is a random
 * UUID's (which Node.js draws from a pool, cheaper than random bytes of our own each time).
 */
export function timeOrderedId(now: number = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  // A version 4 UUID's 'xxxxxxxx-xxxx-4' is replaced by the time and the version 7.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
