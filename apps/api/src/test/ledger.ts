import type { Booking } from '@rental/shared/bookings';
import { beforeAll, expect } from 'vitest';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from './factories';
import { bearer, type Harness } from './harness';

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

export async function ledgerSize(h: Harness, bookingId: string): Promise<number> {
  const rows = await h.app.db
    .selectFrom('payments')
    .select('id')
    .where('booking_id', '=', bookingId)
    .execute();
  return rows.length;
}

export interface LedgerKit {
  admin: string;
  /** Asha Reddy, whose bookings the tests make. */
  renter: TestCustomer;
  stranger: TestCustomer;
  /** ₹3,999 a day: the advance (25 %) rounds up to ₹1,000. */
  car: TestCar;
  newBooking(customer?: TestCustomer, status?: string): Promise<string>;
}

/** The admin, two renters and a car, made before the suite's tests run. */
export function ledgerKit(h: Harness): LedgerKit {
  const kit = {} as LedgerKit;
  beforeAll(async () => {
    kit.admin = await createAdminToken(h);
    kit.renter = await createCustomer(h, { name: 'Asha Reddy' });
    kit.stranger = await createCustomer(h);
    kit.car = await createCar(h, { price: 3_999 });
  });
  kit.newBooking = (customer = kit.renter, status = 'Pending') =>
    createBooking(h, customer, kit.car, { status });
  return kit;
}
