import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BRANCH_NAMES } from '@rental/shared/business';
import { CLEANING_BUFFER_MS } from '@rental/shared/constants';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import type { Insertable } from 'kysely';
import type { BillsTable, BookingsTable, PaymentsTable } from '../src/db/schema';
import { bookingRow, insertCars, insertCustomers } from './bench-data';

// Data for the reports benchmark (docs/decisions/020-reports-and-timeline.md): a year of a busy
// fleet, every car rented one short rental after another back from today. Past rentals are
// mostly Completed with a bill and their advance and rental in the ledger; the rest Cancelled,
// with the advance refunded. One car in ten has a day of maintenance each month.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHUNK = 400;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Fills the app's database; answers the year's first and last Kolkata day. */
export async function fillReportYear(
  app: FastifyInstance,
  cars: number,
  bookings: number,
): Promise<{ from: string; to: string }> {
  const to = todayInKolkata();
  const from = addDays(to, -364);
  const carIds = await insertCars(app, cars, 'Report car');
  const yearAgo = new Date(Date.now() - 400 * DAY).toISOString();
  await app.db.updateTable('cars').set({ created_at: yearAgo }).execute();
  for (const [i, branch] of BRANCH_NAMES.entries()) {
    const ids = carIds.filter((_, n) => n % BRANCH_NAMES.length === i);
    await app.db.updateTable('cars').set({ branch }).where('id', 'in', ids).execute();
  }
  const customers = (await insertCustomers(app, 50)).map((c) => c.id);
  const rand = random(20);
  const now = Date.now();
  const perCar = Math.ceil(bookings / cars);
  let made = 0;
  await app.db.transaction().execute(async (trx) => {
    let rows: Insertable<BookingsTable>[] = [];
    let bills: BillsTable[] = [];
    let payments: PaymentsTable[] = [];
    const flush = async () => {
      if (rows.length) await trx.insertInto('bookings').values(rows).execute();
      for (let i = 0; i < bills.length; i += CHUNK)
        await trx
          .insertInto('bills')
          .values(bills.slice(i, i + CHUNK))
          .execute();
      for (let i = 0; i < payments.length; i += CHUNK)
        await trx
          .insertInto('payments')
          .values(payments.slice(i, i + CHUNK))
          .execute();
      rows = [];
      bills = [];
      payments = [];
    };
    const entry = (bookingId: string, kind: string, amount: number, at: number) =>
      payments.push({
        id: randomUUID(),
        booking_id: bookingId,
        kind,
        method: kind === 'advance' ? 'upi' : 'cash',
        amount,
        reference: null,
        status: 'received',
        recorded_by: 'admin:bench@example.com',
        recorded_at: new Date(at).toISOString(),
        decided_by: null,
        decided_at: null,
        note: '',
      });
    for (const [c, carId] of carIds.entries()) {
      let end = now - Math.floor(rand() * 6 * HOUR);
      for (let k = 0; k < perCar && made < bookings; k++, made++) {
        const start = end - HOUR * (6 + Math.floor(rand() * 12));
        const status = rand() < 0.85 ? 'Completed' : 'Cancelled';
        const row = bookingRow({
          carId,
          carName: 'Report car',
          customerId: customers[made % customers.length]!,
          customerName: 'Bench Renter',
          start,
          end,
          status,
          createdAt: new Date(start - 3 * DAY).toISOString(),
          branch: BRANCH_NAMES[c % BRANCH_NAMES.length],
        });
        rows.push(row);
        const advance = Math.ceil(row.total_amount / 4);
        entry(row.id, 'advance', advance, start - 3 * DAY);
        if (status === 'Completed') {
          const charges = rand() < 0.2 ? 500 : 0;
          bills.push({
            booking_id: row.id,
            bill: '{}',
            total: row.total_amount + charges,
            charges,
            created_at: new Date(end).toISOString(),
          });
          entry(row.id, 'rental', row.total_amount - advance + charges, end);
        } else {
          entry(row.id, 'refund', advance, start - 2 * DAY);
        }
        if (rows.length === CHUNK) await flush();
        end = start - CLEANING_BUFFER_MS - Math.floor(rand() * 6 * HOUR);
      }
    }
    await flush();
    for (const carId of carIds.filter((_, n) => n % 10 === 0)) {
      for (let month = 0; month < 12; month++) {
        const start = now - month * 30 * DAY - Math.floor(rand() * 20) * DAY;
        await trx
          .insertInto('maintenance_blocks')
          .values({
            id: randomUUID(),
            car_id: carId,
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + DAY).toISOString(),
            reason: 'Periodic service',
            created_at: new Date(start).toISOString(),
            created_by: 'bench@example.com',
          })
          .execute();
      }
    }
  });
  return { from, to };
}
