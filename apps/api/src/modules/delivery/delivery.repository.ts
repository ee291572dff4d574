import type { Insertable, Selectable } from 'kysely';
import { ACTIVE_BOOKING_STATUSES } from '@rental/shared/constants';
import type { Db } from '../../db/database';
import type { BookingDeliveriesTable } from '../../db/schema';

// All SQL of doorstep delivery (docs/product.md#doorstep-delivery): areas, a booking's legs,
// the seats of each hour and the driver's day.

export type DeliveryRow = Selectable<BookingDeliveriesTable>;

export async function findSettings(db: Db, branch: string) {
  return db
    .selectFrom('delivery_settings')
    .selectAll()
    .where('branch', '=', branch)
    .executeTakeFirst();
}

export async function listSettings(db: Db) {
  return db.selectFrom('delivery_settings').selectAll().execute();
}

export async function listPins(db: Db, branch?: string) {
  let q = db.selectFrom('delivery_pins').selectAll().orderBy('branch').orderBy('pin');
  if (branch) q = q.where('branch', '=', branch);
  return q.execute();
}

export async function findPinFee(db: Db, branch: string, pin: string) {
  const row = await db
    .selectFrom('delivery_pins')
    .select('fee')
    .where('branch', '=', branch)
    .where('pin', '=', pin)
    .executeTakeFirst();
  return row?.fee;
}

export async function branchesDeliveringTo(db: Db, pin: string) {
  return db
    .selectFrom('delivery_pins')
    .select(['branch', 'fee'])
    .where('pin', '=', pin)
    .orderBy('fee')
    .orderBy('branch')
    .execute();
}

/** Replaces a branch's slots per hour and PIN codes. */
export async function saveArea(
  db: Db,
  branch: string,
  slotsPerHour: number,
  pins: { pin: string; fee: number }[],
  now: string,
): Promise<void> {
  await db
    .insertInto('delivery_settings')
    .values({ branch, slots_per_hour: slotsPerHour, updated_at: now })
    .onConflict((oc) =>
      oc.column('branch').doUpdateSet({ slots_per_hour: slotsPerHour, updated_at: now }),
    )
    .execute();
  await db.deleteFrom('delivery_pins').where('branch', '=', branch).execute();
  if (pins.length > 0) {
    await db
      .insertInto('delivery_pins')
      .values(pins.map((p) => ({ branch, pin: p.pin, fee: p.fee })))
      .execute();
  }
}

export async function listDaysOff(db: Db, branch?: string) {
  let q = db.selectFrom('delivery_days_off').selectAll().orderBy('day');
  if (branch) q = q.where('branch', '=', branch);
  return q.execute();
}

export async function isDayOff(db: Db, branch: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('delivery_days_off')
    .select('day')
    .where('branch', '=', branch)
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setDayOff(db: Db, branch: string, day: string, off: boolean) {
  if (off) {
    await db
      .insertInto('delivery_days_off')
      .values({ branch, day })
      .onConflict((oc) => oc.columns(['branch', 'day']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('delivery_days_off')
      .where('branch', '=', branch)
      .where('day', '=', day)
      .execute();
  }
}

/**
 * Gives back the seats of bookings no longer live in an hour, so a cancelled or expired booking
 * frees its seat whichever path ended it.
 */
export async function releaseDeadClaims(db: Db, branch: string, hour: string): Promise<void> {
  await db
    .deleteFrom('delivery_slot_claims')
    .where('branch', '=', branch)
    .where('hour', '=', hour)
    .where((eb) =>
      eb.not(
        eb(
          'booking_id',
          'in',
          eb
            .selectFrom('bookings')
            .select('id')
            .where('status', 'in', [...ACTIVE_BOOKING_STATUSES]),
        ),
      ),
    )
    .execute();
}

/**
 * Takes one seat of the hour: the first of 1..capacity not held. A seat is a primary key, so on
 * PostgreSQL a parallel insert of the same seat waits for the other transaction and then skips
 * it; on SQLite the writes run one at a time. Answers whether a seat was taken.
 */
export async function claimSeat(
  db: Db,
  claim: { branch: string; hour: string; bookingId: string; leg: string },
  capacity: number,
): Promise<boolean> {
  for (let seat = 1; seat <= capacity; seat++) {
    const taken = await db
      .insertInto('delivery_slot_claims')
      .values({
        branch: claim.branch,
        hour: claim.hour,
        seat,
        booking_id: claim.bookingId,
        leg: claim.leg,
      })
      .onConflict((oc) => oc.columns(['branch', 'hour', 'seat']).doNothing())
      .returning('seat')
      .executeTakeFirst();
    if (taken) return true;
  }
  return false;
}

export async function releaseClaim(db: Db, bookingId: string, leg: string): Promise<void> {
  await db
    .deleteFrom('delivery_slot_claims')
    .where('booking_id', '=', bookingId)
    .where('leg', '=', leg)
    .execute();
}

/** Seats held in each of the hours (live bookings only). */
export async function heldSeats(db: Db, branch: string, hours: string[]) {
  if (hours.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('delivery_slot_claims')
    .innerJoin('bookings', 'bookings.id', 'delivery_slot_claims.booking_id')
    .select(['delivery_slot_claims.hour', (eb) => eb.fn.countAll<number>().as('n')])
    .where('delivery_slot_claims.branch', '=', branch)
    .where('delivery_slot_claims.hour', 'in', hours)
    .where('bookings.status', 'in', [...ACTIVE_BOOKING_STATUSES])
    .groupBy('delivery_slot_claims.hour')
    .execute();
  return new Map(rows.map((r) => [r.hour, Number(r.n)]));
}

export async function insertDelivery(db: Db, row: Insertable<BookingDeliveriesTable>) {
  await db.insertInto('booking_deliveries').values(row).execute();
}

export async function updateDelivery(
  db: Db,
  bookingId: string,
  leg: string,
  set: Partial<Insertable<BookingDeliveriesTable>>,
) {
  await db
    .updateTable('booking_deliveries')
    .set(set)
    .where('booking_id', '=', bookingId)
    .where('leg', '=', leg)
    .execute();
}

export async function deliveriesOf(db: Db, bookingId: string): Promise<DeliveryRow[]> {
  return db
    .selectFrom('booking_deliveries')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('at')
    .execute();
}

/** A branch's legs of one Kolkata day, of live bookings, in time order, with who and what. */
export async function dispatchDay(db: Db, branch: string, day: string) {
  return db
    .selectFrom('booking_deliveries as d')
    .innerJoin('bookings as b', 'b.id', 'd.booking_id')
    .leftJoin('admins as a', 'a.id', 'd.driver_id')
    .select([
      'd.booking_id',
      'd.leg',
      'd.line',
      'd.landmark',
      'd.pin',
      'd.lat',
      'd.lng',
      'd.fee',
      'd.at',
      'd.state',
      'd.driver_id',
      'a.name as driver_name',
      'b.customer_name',
      'b.customer_phone',
      'b.car_name',
      'b.car_number',
      'b.status',
    ])
    .where('d.branch', '=', branch)
    .where('d.hour', '>=', `${day}T00`)
    .where('d.hour', '<=', `${day}T23`)
    .where('b.status', 'in', [...ACTIVE_BOOKING_STATUSES])
    .orderBy('d.at')
    .orderBy('d.leg')
    .execute();
}

export async function findBookingForDelivery(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select([
      'id',
      'customer_id',
      'branch',
      'status',
      'pickup_at',
      'return_at',
      'quote',
      'total_amount',
    ])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

export async function setBookingQuote(
  db: Db,
  bookingId: string,
  quote: string,
  totalAmount: number,
  now: string,
) {
  await db
    .updateTable('bookings')
    .set({ quote, total_amount: totalAmount, updated_at: now })
    .where('id', '=', bookingId)
    .execute();
}

export async function staffOfBranch(db: Db, branch: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'name', 'email'])
    .where('branch', '=', branch)
    .where('disabled_at', 'is', null)
    .orderBy('name')
    .execute();
}

export async function deleteDelivery(db: Db, bookingId: string, leg: string): Promise<void> {
  await db
    .deleteFrom('booking_deliveries')
    .where('booking_id', '=', bookingId)
    .where('leg', '=', leg)
    .execute();
}
