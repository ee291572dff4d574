import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BRANCH_NAMES } from '@rental/shared/business';
import { CLEANING_BUFFER_MS } from '@rental/shared/constants';
import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import type { BookingsTable } from '../src/db/schema';
import { insertCars, insertCustomers } from './bench-data';

// Data for the search-by-dates benchmark (issue 6): a fleet whose bookings look like a business
// that has run for a few years. Each car has a chain of rentals (1 to 4 days) ending about two
// months ahead, with gaps of 2 hours to 2 days in the past and up to a week ahead (the coming
// weeks are not fully booked yet): past ones mostly Completed, some Cancelled; coming ones
// Pending or Confirmed. One car in ten also has a maintenance block in the coming month.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const AHEAD_MS = 60 * DAY;
const CHUNK = 500;

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function statusFor(pickupMs: number, returnMs: number, now: number, r: number): string {
  if (returnMs < now) return r < 0.85 ? 'Completed' : 'Cancelled';
  if (pickupMs <= now) return 'Confirmed';
  return r < 0.5 ? 'Confirmed' : r < 0.9 ? 'Pending' : 'Cancelled';
}

export async function fillSearchFleet(
  app: FastifyInstance,
  cars: number,
  bookings: number,
): Promise<{ carIds: string[] }> {
  const carIds = await insertCars(app, cars, 'Fleet car');
  for (const [i, branch] of BRANCH_NAMES.entries()) {
    const ids = carIds.filter((_, n) => n % BRANCH_NAMES.length === i);
    await app.db.updateTable('cars').set({ branch }).where('id', 'in', ids).execute();
  }
  const customers = (await insertCustomers(app, 50)).map((c) => c.id);
  const rand = random(6);
  const now = Date.now();
  const perCar = Math.ceil(bookings / cars);
  let made = 0;
  await app.db.transaction().execute(async (trx) => {
    let rows: BookingsTable[] = [];
    const flush = async () => {
      if (rows.length) await trx.insertInto('bookings').values(rows).execute();
      rows = [];
    };
    for (const [c, carId] of carIds.entries()) {
      // Walk back in time from two months ahead, one rental after another.
      let end = now + AHEAD_MS - Math.floor(rand() * 10 * DAY);
      for (let k = 0; k < perCar && made < bookings; k++, made++) {
        const start = end - HOUR * (24 + Math.floor(rand() * 72));
        const status = statusFor(start, end, now, rand());
        const createdAt = new Date(Math.min(now, start) - 5 * DAY).toISOString();
        rows.push(bookingRow(carId, customers[made % customers.length]!, start, end, status));
        rows.at(-1)!.created_at = createdAt;
        rows.at(-1)!.updated_at = createdAt;
        if (rows.length === CHUNK) await flush();
        const maxGap = start > now ? 7 * DAY : 2 * DAY;
        end = start - CLEANING_BUFFER_MS - Math.floor(rand() * maxGap);
      }
      if (c % 10 === 0) {
        const start = now + Math.floor(rand() * 30 * DAY);
        await trx
          .insertInto('maintenance_blocks')
          .values({
            id: randomUUID(),
            car_id: carId,
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + 8 * HOUR).toISOString(),
            reason: 'Periodic service',
            created_at: new Date(now).toISOString(),
            created_by: 'bench@example.com',
          })
          .execute();
      }
    }
    await flush();
  });
  return { carIds };
}

function bookingRow(
  carId: string,
  customerId: string,
  start: number,
  end: number,
  status: string,
): BookingsTable {
  const days = Math.max(1, Math.ceil((end - start) / DAY));
  return {
    id: randomUUID(),
    customer_id: customerId,
    car_id: carId,
    car_name: 'Fleet car',
    car_number: 'TS09EB1001',
    customer_name: 'Bench Renter',
    customer_phone: '9876543210',
    customer_email: 'renter@example.com',
    address: '12 MG Road, Ameerpet',
    city: 'Hyderabad',
    state: 'Telangana',
    country: 'India',
    pin_code: '500016',
    date_of_birth: '1990-05-15',
    driver_license_number: 'TS0920190012345',
    dl_issued_state: 'Telangana',
    pickup_date: toKolkataDate(start),
    pickup_time: toKolkataTime(start),
    return_date: toKolkataDate(end),
    return_time: toKolkataTime(end),
    pickup_at: new Date(start).toISOString(),
    return_at: new Date(end).toISOString(),
    purpose: 'Family trip',
    destination: 'Warangal',
    original_documents_submitted: 'Aadhaar + Original Licence',
    notes: '',
    price_per_day: 1800,
    total_days: days,
    total_amount: 1800 * days,
    status,
    pickup_location: '',
    gas_tank_reading: '',
    created_at: '',
    updated_at: '',
  };
}
