import { randomBytes } from 'node:crypto';

/**
 * A UUID (version 7, RFC 9562) that starts with the current millisecond, so ids made one after
 * another sort one after another. Rows keyed by it go in at the end of their primary-key index
 * instead of at a random place in it: a booking's nine messages then dirty one index page, not
 * nine (docs/decisions/022-performance-close-to-the-limit.md).
 */
export function timeOrderedId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
