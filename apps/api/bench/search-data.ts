import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BRANCH_NAMES } from '@rental/shared/business';
import { CLEANING_BUFFER_MS } from '@rental/shared/constants';
import type { Insertable } from 'kysely';
import type { BookingsTable } from '../src/db/schema';
import { bookingRow, insertCars, insertCustomers } from './bench-data';

// Data for the search-by-dates benchmark: a fleet whose bookings look like a business
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
    let rows: Insertable<BookingsTable>[] = [];
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
        rows.push(
          bookingRow({
            carId,
            carName: 'Fleet car',
            customerId: customers[made % customers.length]!,
            customerName: 'Bench Renter',
            start,
            end,
            status,
            createdAt: new Date(Math.min(now, start) - 5 * DAY).toISOString(),
            branch: BRANCH_NAMES[c % BRANCH_NAMES.length],
          }),
        );
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
