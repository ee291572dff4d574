import { randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import { jpeg } from './car-form';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCar,
  type TestCustomer,
} from './factories';
import { bearer, type Harness } from './harness';
import { handoverForm, HOUR, pickupRecord, returnRecord } from './handover';

// What the staff tests share: the six kinds of caller, and rows of a Boduppal car in each state
// an admin call needs (docs/product.md#back-office).

export const HOME = 'Boduppal';
export const OTHER = 'Vanasthalipuram';

export interface Callers {
  owner: string;
  /** Staff of the car's branch (Boduppal). */
  staff: string;
  staffId: string;
  /** Staff of another branch. */
  otherStaff: string;
  disabledStaff: string;
  renter: TestCustomer;
}

export async function createCallers(h: Harness): Promise<Callers> {
  const staff = await createStaffToken(h, HOME);
  return {
    owner: await createAdminToken(h),
    staff: staff.token,
    staffId: staff.id,
    otherStaff: (await createStaffToken(h, OTHER)).token,
    disabledStaff: (await createStaffToken(h, HOME, { disabled: true })).token,
    renter: await createCustomer(h),
  };
}

/** A two-day booking of a new car of `branch` from `now`, in `status`. */
export async function bookingAt(
  h: Harness,
  renter: TestCustomer,
  now: Date,
  status = 'Confirmed',
  branch = HOME,
): Promise<{ id: string; car: TestCar }> {
  const car = await createCar(h, { branch });
  const id = await createBooking(h, renter, car, {
    status,
    pickupAt: now.toISOString(),
    returnAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
  });
  return { id, car };
}

const post = (h: Harness, token: string, url: string, payload: FormData | object) =>
  h.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A booking handed over (with one photo); answers the photo's name. */
export async function pickedUp(h: Harness, owner: string, id: string): Promise<string> {
  const form = handoverForm(pickupRecord(), [await jpeg(320, 240)]);
  const res = await post(h, owner, `/api/bookings/${id}/pickup`, form);
  expect(res.statusCode, res.body).toBe(201);
  const row = await h.app.db
    .selectFrom('handovers')
    .select('photos')
    .where('booking_id', '=', id)
    .executeTakeFirstOrThrow();
  return `${(JSON.parse(row.photos) as { key: string }[])[0]!.key.split('/')[1]}.webp`;
}

export async function returned(h: Harness, owner: string, id: string): Promise<void> {
  const res = await post(h, owner, `/api/bookings/${id}/return`, handoverForm(returnRecord()));
  expect(res.statusCode, res.body).toBe(201);
}

/** A renter's UPI advance waiting for the admin's check. */
export async function submittedPayment(h: Harness, bookingId: string, at: Date): Promise<string> {
  const id = randomUUID();
  await h.app.db
    .insertInto('payments')
    .values({
      id,
      booking_id: bookingId,
      kind: 'advance',
      method: 'upi',
      amount: 500,
      reference: String(Date.now()).slice(-6) + String(Math.random()).slice(2, 8),
      status: 'submitted',
      recorded_by: 'customer',
      recorded_at: at.toISOString(),
      decided_by: null,
      decided_at: null,
      note: '',
    })
    .execute();
  return id;
}

/** A message that could not be sent, for the resend call. */
export async function failedMessage(h: Harness, at: Date): Promise<string> {
  const id = randomUUID();
  await h.app.db
    .insertInto('messages')
    .values({
      id,
      booking_id: null,
      event: 'document_approved',
      channel: 'sms',
      recipient: '9876543210',
      subject: '',
      body: 'HSD: test',
      html: null,
      event_key: `test:${id}`,
      due_at: at.toISOString(),
      state: 'failed',
      attempts: 5,
      last_error: 'test',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .execute();
  return id;
}

/** The current code of an authenticator app holding `secret`, at `now`. */
export function totpCode(secret: string, now: Date): string {
  return new TOTP({ secret }).generate({ timestamp: now.getTime() });
}
