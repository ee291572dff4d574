import { expect } from 'vitest';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { bookingPayload } from './factories';
import { bearer, type Harness } from './harness';

// What the delivery tests share: the owner's area of a branch, a booking with doorstep legs.

export const IN_AREA = '500039';
export const FAR_PIN = '500100';
export const LIMITS = { bookingPerAccount: 10_000, bookingPerIp: 10_000 };

export const address = (pin = IN_AREA) => ({
  line: '12-2-34, MG Road',
  landmark: 'Opposite the temple',
  pin,
});

export async function saveArea(
  h: Harness,
  owner: string,
  area: { slotsPerHour: number; pins: { pin: string; fee: number }[] },
  branch = 'Boduppal',
) {
  const res = await h.inject({
    method: 'PUT',
    url: `/api/admin/delivery/areas/${branch}`,
    headers: bearer(owner),
    payload: area,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** POST /api/bookings/book for a two-day rental `inDays` ahead at `time`, with `delivery`. */
export function bookWithDelivery(
  h: Harness,
  token: string,
  carId: string,
  inDays: number,
  delivery: object | undefined,
  time = '09:00',
) {
  const payload = bookingPayload(
    carId,
    { pickupTime: time, returnTime: time, ...(delivery ? { delivery } : {}) },
    inDays,
  );
  return h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    headers: bearer(token),
    payload,
  });
}

export const dayIn = (days: number) => addDays(todayInKolkata(), days);
