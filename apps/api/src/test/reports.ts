import { randomUUID } from 'node:crypto';
import { kolkataInstant } from '@rental/shared/kolkata-time';
import type { PaymentsTable } from '../db/schema';
import { createBooking, createCar, type TestCar, type TestCustomer } from './factories';
import type { Harness } from './harness';

// The fixed data set of the report tests (docs/decisions/020-reports-and-timeline.md): a few
// cars, bookings and ledger entries around November 2026, whose figures the tests work out by
// hand.

/** A Kolkata wall-clock time as the stored instant: ist('2026-11-01', '09:00'). */
export const ist = (date: string, time = '00:00') => kolkataInstant(date, time)!.toISOString();

export async function carAddedAt(
  h: Harness,
  at: string,
  options: { name: string; branch: string },
): Promise<TestCar> {
  const car = await createCar(h, options);
  await h.app.db.updateTable('cars').set({ created_at: at }).where('id', '=', car.id).execute();
  return car;
}

/** A booking with its days and amount, and the bill of its return when one is given. */
export async function rental(
  h: Harness,
  renter: Pick<TestCustomer, 'id' | 'name' | 'mobile' | 'email'>,
  car: TestCar,
  booking: {
    status: string;
    pickupAt: string;
    returnAt: string;
    days: number;
    amount: number;
    bill?: { total: number; charges: number; at: string };
  },
): Promise<string> {
  const id = await createBooking(h, renter, car, {
    status: booking.status,
    pickupAt: booking.pickupAt,
    returnAt: booking.returnAt,
    createdAt: ist('2026-10-01'),
  });
  await h.app.db
    .updateTable('bookings')
    .set({ total_days: booking.days, total_amount: booking.amount })
    .where('id', '=', id)
    .execute();
  if (booking.bill) {
    await h.app.db
      .insertInto('bills')
      .values({
        booking_id: id,
        bill: '{}',
        total: booking.bill.total,
        charges: booking.bill.charges,
        created_at: booking.bill.at,
      })
      .execute();
  }
  return id;
}

export async function ledgerEntry(
  h: Harness,
  bookingId: string,
  entry: Pick<PaymentsTable, 'kind' | 'amount' | 'status' | 'recorded_at'> &
    Partial<Pick<PaymentsTable, 'decided_at' | 'method' | 'note'>>,
): Promise<void> {
  await h.app.db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      method: 'cash',
      reference: null,
      recorded_by: 'admin:admin@example.com',
      decided_by: entry.decided_at ? 'admin:admin@example.com' : null,
      decided_at: null,
      note: '',
      ...entry,
    })
    .execute();
}

export async function block(h: Harness, car: TestCar, start: string, end: string): Promise<void> {
  await h.app.db
    .insertInto('maintenance_blocks')
    .values({
      id: randomUUID(),
      car_id: car.id,
      start_at: start,
      end_at: end,
      reason: 'Service',
      created_at: start,
      created_by: 'admin@example.com',
    })
    .execute();
}
