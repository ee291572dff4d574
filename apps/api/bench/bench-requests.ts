import { addDays, todayInKolkata, toKolkataDateTimeLocal } from '@rental/shared/kolkata-time';
import { RENTER_FORM } from '../src/test/renter-details';

// Booking requests for the load run: request n gets its own car and period, so none overlap.
// Slots of one car are 45 minutes long and 3 hours apart, clear of the 2-hour cleaning buffer.

const SLOTS_PER_DAY = 7;
const SLOT_HOURS = 3;

export function bookingBody(carId: string, slot: number) {
  const pickupDate = addDays(todayInKolkata(), 1 + Math.floor(slot / SLOTS_PER_DAY));
  const hour = String(1 + SLOT_HOURS * (slot % SLOTS_PER_DAY)).padStart(2, '0');
  return {
    carId,
    customerName: 'Bench Customer',
    ...RENTER_FORM,
    pickupDate,
    pickupTime: `${hour}:00`,
    returnDate: pickupDate,
    returnTime: `${hour}:45`,
  };
}

/** Request n of the run: car n mod cars, then the next free slot of that car. */
export function nthBooking(n: number, carIds: string[]) {
  return bookingBody(carIds[n % carIds.length]!, Math.floor(n / carIds.length));
}

/**
 * `count` search URLs with windows a renter might ask for: pickup on the hour within the
 * next 45 days, return 4 hours to 4 days later. Deterministic, so every run asks the same.
 */
export function searchPaths(count: number): string[] {
  const hour = 3_600_000;
  const start = Math.ceil(Date.now() / hour) * hour;
  let state = 42;
  const rand = (n: number) => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
  return Array.from({ length: count }, () => {
    const from = start + rand(45 * 24) * hour;
    const to = from + (4 + rand(4 * 24 - 4)) * hour;
    const query = new URLSearchParams({
      from: toKolkataDateTimeLocal(from),
      to: toKolkataDateTimeLocal(to),
    });
    return `/api/cars?${query}`;
  });
}
