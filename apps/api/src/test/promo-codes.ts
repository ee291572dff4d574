import { expect } from 'vitest';
import { addDays } from '@rental/shared/kolkata-time';
import type { PromoCode } from '@rental/shared/promo';
import { bookingPayload } from './factories';
import { bearer, type Harness } from './harness';

// What the promo code tests share: the owner's create call and the renter's check and booking.

let made = 0;

/** A code name no other test uses, with `prefix` to read it in a failure. */
export const codeName = (prefix = 'SAVE') => `${prefix}${++made}`;

export function postCode(h: Harness, token: string, payload: Record<string, unknown>) {
  return h.inject({
    method: 'POST',
    url: '/api/admin/promo-codes',
    headers: bearer(token),
    payload,
  });
}

/** The owner makes a code (10 % off, any rental, once per renter unless said otherwise). */
export async function createCode(
  h: Harness,
  owner: string,
  overrides: Record<string, unknown> = {},
): Promise<PromoCode> {
  const res = await postCode(h, owner, {
    code: codeName(),
    kind: 'percent',
    value: 10,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The renter's check of `code` on a rental of `carId`, `days` days from 10 days ahead. */
export function checkCode(h: Harness, token: string, carId: string, code: string, days = 2) {
  const form = bookingPayload(carId, {}, 10);
  return h.inject({
    method: 'POST',
    url: '/api/promo-codes/check',
    headers: bearer(token),
    payload: {
      code,
      carId,
      pickupDate: form.pickupDate,
      pickupTime: '09:00',
      returnDate: addDays(form.pickupDate as string, days),
      returnTime: '09:00',
    },
  });
}

/** The booking POST with a code, `days` days long, pickup `inDays` ahead. */
export function bookWithCode(
  h: Harness,
  token: string,
  carId: string,
  promoCode: string | undefined,
  { days = 2, inDays = 10, key }: { days?: number; inDays?: number; key?: string } = {},
) {
  const form = bookingPayload(carId, {}, inDays);
  return h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      ...form,
      returnDate: addDays(form.pickupDate as string, days),
      ...(promoCode === undefined ? {} : { promoCode }),
    },
  });
}
