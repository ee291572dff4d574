import { randomInt } from 'node:crypto';
import { adminToken, apiCall, type E2eCustomer } from './api';

// The money side of a booking through the real API: what the renter's journeys need set up
// (an advance submitted, the business's decision, a confirmation) without going through screens.

export interface E2ePayment {
  id: string;
  kind: string;
  status: string;
  amount: number;
  reference: string | null;
}

export interface E2eBooking {
  _id: string;
  status: string;
  totalAmount: number;
  returnDateTime: string;
  payments: E2ePayment[];
  advance: { amount: number; upiLink: string | null };
}

/** A fresh 12-digit UPI reference, unique enough across runs on one database. */
export function upiReference(): string {
  return `4${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
}

/** The booking as the admin reads it (ledger included). */
export async function bookingAsAdmin(id: string): Promise<E2eBooking> {
  return apiCall('GET', `/bookings/${id}`, undefined, await adminToken());
}

/** The renter submits the UPI reference of the advance. */
export function submitAdvance(
  customer: E2eCustomer,
  bookingId: string,
  reference = upiReference(),
): Promise<E2ePayment> {
  return apiCall(
    'POST',
    `/bookings/${bookingId}/payments`,
    { kind: 'advance', method: 'upi', reference },
    customer.token,
  );
}

/** The business marks a submitted payment received or rejected. */
export async function decidePayment(
  paymentId: string,
  status: 'received' | 'rejected',
  note = '',
): Promise<E2ePayment> {
  return apiCall('PATCH', `/payments/${paymentId}`, { status, note }, await adminToken());
}

/** The business confirms a booking. */
export async function confirmBooking(id: string): Promise<void> {
  await apiCall('PUT', `/bookings/${id}`, { status: 'Confirmed' }, await adminToken());
}

/** The business records money received at the counter. */
export async function recordAtCounter(
  bookingId: string,
  entry: { kind: string; method: string; amount: number },
): Promise<E2ePayment> {
  return apiCall('POST', `/bookings/${bookingId}/payments`, entry, await adminToken());
}
