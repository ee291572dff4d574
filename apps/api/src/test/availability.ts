import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { bookingPayload } from './factories';
import { bearer, type Harness } from './harness';

// Calls of the availability tests, in Kolkata wall-clock terms.

/** A Kolkata date `inDays` from today; each test takes its own far-apart days. */
export const dayFromToday = (inDays: number) => addDays(todayInKolkata(), inDays);

/** Kolkata wall clock as a datetime-local input gives it. */
export const local = (date: string, time: string) => `${date}T${time}`;

/** A Kolkata wall-clock time as the UTC instant the database stores. */
export const at = (date: string, time: string) =>
  new Date(`${date}T${time}:00+05:30`).toISOString();

export function bookAt(
  h: Harness,
  token: string,
  carId: string,
  pickup: [string, string],
  ret: [string, string],
) {
  return h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    headers: bearer(token),
    payload: bookingPayload(carId, {
      pickupDate: pickup[0],
      pickupTime: pickup[1],
      returnDate: ret[0],
      returnTime: ret[1],
    }),
  });
}

export function search(h: Harness, query: Record<string, string>, token?: string) {
  return h.inject({
    method: 'GET',
    url: '/api/cars',
    query,
    headers: token ? bearer(token) : {},
  });
}

/** freeForDates of one car in a search answer. */
export async function freeFor(h: Harness, carId: string, from: string, to: string) {
  const res = await search(h, { from, to });
  const car = (res.json() as { _id: string; freeForDates?: boolean }[]).find(
    (c) => c._id === carId,
  );
  return car?.freeForDates;
}

export function addBlock(h: Harness, token: string, carId: string, body: Record<string, string>) {
  return h.inject({
    method: 'POST',
    url: `/api/cars/${carId}/blocks`,
    headers: bearer(token),
    payload: body,
  });
}

export function setStatus(h: Harness, token: string, bookingId: string, status: string) {
  return h.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}`,
    headers: bearer(token),
    payload: { status },
  });
}
