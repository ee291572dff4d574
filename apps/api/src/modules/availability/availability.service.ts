import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  calendarPeriod,
  type CalendarQuerySchema,
  type CarBusy,
} from '@rental/shared/availability';
import type {
  CarSchedule,
  MaintenanceBlock,
  MaintenanceBlockCreated,
  MaintenanceBlockRequestSchema,
} from '@rental/shared/blocks';
import { BOOKING_STATUSES, CLEANING_BUFFER_MS } from '@rental/shared/constants';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { MESSAGES } from '@rental/shared/messages';
import type { Db, Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { mergeIntervals, toBlock, toScheduleBooking } from './availability-json';
import {
  clashingBlocks,
  clashingBookings,
  deleteBlock,
  findLiveCar,
  insertBlock,
  listBlocks as listBlockRows,
  sqlBounds,
} from './availability.repository';

// docs/product.md#availability: the car-detail calendar (busy intervals, public), the admin's
// per-car schedule, and maintenance blocks (each added or removed one kept in the audit log,
// docs/decisions/019-audit-log.md).

type CalendarQuery = z.output<typeof CalendarQuerySchema>;
type BlockInput = z.output<typeof MaintenanceBlockRequestSchema>;

const BUFFER_MINUTES = CLEANING_BUFFER_MS / 60_000;

async function liveCar(conn: Db, carId: string, lock = false) {
  const car = await findLiveCar(conn, carId, lock);
  if (!car) throw new NotFoundError(MESSAGES.bookingCarNotFound);
  return car;
}

/** The window of whole Kolkata days a calendar asks for, as the rule's bounds. */
function window(now: Date, query: CalendarQuery) {
  const from = query.from ?? todayInKolkata(now);
  return { from, days: query.days, bounds: sqlBounds(calendarPeriod(from, query.days)) };
}

/** Pending and Confirmed bookings and blocks touching the window: times only. */
export async function carBusy(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  carId: string,
  query: CalendarQuery,
): Promise<CarBusy> {
  const car = await liveCar(db, carId);
  const { from, days, bounds } = window(clock(), query);
  const [bookings, blocks] = await Promise.all([
    clashingBookings(db, carId, bounds),
    clashingBlocks(db, carId, bounds),
  ]);
  const intervals = mergeIntervals([
    ...bookings.map((b) => ({ start: b.pickup_at, end: b.return_at })),
    ...blocks.map((b) => ({ start: b.start_at, end: b.end_at })),
  ]);
  return {
    carId,
    available: car.available === 1,
    from,
    days,
    bufferMinutes: BUFFER_MINUTES,
    intervals,
  };
}

/** Every booking (whatever its status) and block touching the window, for the admin. */
export async function carSchedule(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  carId: string,
  query: CalendarQuery,
): Promise<CarSchedule> {
  await liveCar(db, carId);
  const { from, days, bounds } = window(clock(), query);
  const [bookings, blocks] = await Promise.all([
    clashingBookings(db, carId, bounds, { statuses: BOOKING_STATUSES }),
    clashingBlocks(db, carId, bounds),
  ]);
  return {
    carId,
    from,
    days,
    bufferMinutes: BUFFER_MINUTES,
    bookings: bookings.map(toScheduleBooking),
    blocks: blocks.map(toBlock),
  };
}

export async function listBlocks(
  { db }: Pick<Deps, 'db'>,
  carId: string,
): Promise<MaintenanceBlock[]> {
  await liveCar(db, carId);
  return (await listBlockRows(db, carId)).map(toBlock);
}

/**
 * A block is made even when Pending or Confirmed bookings overlap it: a breakdown or an
 * accident does not wait for renters to be moved, and refusing would only make the admin
 * cancel bookings first and lose sight of them. Instead the answer lists every such booking
 * (cleaning buffer included) so the admin can call those renters; confirming one of them
 * afterwards is refused (booking-admin-update.ts), and no new booking can be made over the block.
 */
export async function createBlock(
  deps: Pick<Deps, 'db' | 'dbKind' | 'clock'>,
  adminId: string,
  carId: string,
  input: BlockInput,
): Promise<MaintenanceBlockCreated> {
  const createdBy = await adminRecordedAs(deps, adminId);
  return deps.db.transaction().execute(async (trx) => {
    await liveCar(trx, carId, deps.dbKind === 'postgres');
    const row = {
      id: randomUUID(),
      car_id: carId,
      start_at: input.from.toISOString(),
      end_at: input.to.toISOString(),
      reason: input.reason,
      created_at: deps.clock().toISOString(),
      created_by: createdBy,
    };
    await insertBlock(trx, row);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: adminId,
        action: 'maintenance_block.create',
        entity: 'maintenance_block',
        entityId: row.id,
        carId,
        after: blockAuditFields(row),
      },
    );
    const affected = await clashingBookings(trx, carId, sqlBounds(input));
    return { block: toBlock(row), affectedBookings: affected.map(toScheduleBooking) };
  });
}

export async function removeBlock(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: string,
  carId: string,
  blockId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await liveCar(trx, carId);
    const removed = await deleteBlock(trx, carId, blockId);
    if (!removed) throw new NotFoundError('Maintenance block not found.');
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: adminId,
        action: 'maintenance_block.delete',
        entity: 'maintenance_block',
        entityId: blockId,
        carId,
        before: blockAuditFields(removed),
      },
    );
  });
}

function blockAuditFields(row: { start_at: string; end_at: string; reason: string }) {
  return { from: row.start_at, to: row.end_at, reason: row.reason };
}
