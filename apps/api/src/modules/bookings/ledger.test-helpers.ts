import type { Booking } from '@rental/shared/bookings';
import { expect } from 'vitest';
import { bearer, type Harness } from '../../test/harness';

// Helpers for the tests of holds, payments, cancellation and extension.

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

export async function readBooking(h: Harness, token: string, id: string): Promise<Booking> {
  const res = await h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export function postPayment(h: Harness, token: string, bookingId: string, payload: unknown) {
  return h.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    payload: payload as Record<string, unknown>,
    headers: bearer(token),
  });
}

/** An entry at the counter by the admin; expects it recorded. */
export async function counterEntry(
  h: Harness,
  admin: string,
  bookingId: string,
  entry: { kind: string; method: string; amount: number; reference?: string; note?: string },
) {
  const res = await postPayment(h, admin, bookingId, entry);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function decide(h: Harness, admin: string, paymentId: string, payload: unknown) {
  return h.inject({
    method: 'PATCH',
    url: `/api/payments/${paymentId}`,
    payload: payload as Record<string, unknown>,
    headers: bearer(admin),
  });
}

export async function setStatus(h: Harness, admin: string, id: string, status: string) {
  const res = await h.inject({
    method: 'PUT',
    url: `/api/bookings/${id}`,
    payload: { status },
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Booking;
}

/** A 12-digit UPI reference no other test uses. */
let references = 0;
export function upiReference(): string {
  references += 1;
  return `${Date.now() % 1_000_000}`.padStart(6, '0') + String(references).padStart(6, '0');
}

/** The booking's outbox messages straight from the database, as event + channel. */
export async function messageEvents(h: Harness, bookingId: string): Promise<string[]> {
  const rows = await h.app.db
    .selectFrom('messages')
    .select(['event', 'channel', 'state'])
    .where('booking_id', '=', bookingId)
    .execute();
  return rows
    .filter((r) => r.state !== 'cancelled')
    .map((r) => `${r.event} ${r.channel}`)
    .sort();
}
