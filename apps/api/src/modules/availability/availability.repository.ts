import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { MaintenanceBlocksTable } from '../../db/schema';

// SQL of the calendars and maintenance blocks (docs/product.md#availability); the rule's own
// queries live in db/availability-sql.ts, shared with bookings and cars.

export { clashingBlocks, clashingBookings, sqlBounds } from '../../db/availability-sql';
export type BlockRow = Selectable<MaintenanceBlocksTable>;

/**
 * A live car's availability flag. With lock=true (PostgreSQL) the car row stays locked until the
 * transaction ends, like the booking POST's, so a block and a booking of one car never interleave.
 */
export function findLiveCar(db: Db, carId: string, lock = false) {
  return db
    .selectFrom('cars')
    .select(['id', 'available'])
    .where('id', '=', carId)
    .where('deleted_at', 'is', null)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertBlock(db: Db, row: BlockRow): Promise<void> {
  await db.insertInto('maintenance_blocks').values(row).execute();
}

/** Every block of a car, by start. */
export function listBlocks(db: Db, carId: string): Promise<BlockRow[]> {
  return db
    .selectFrom('maintenance_blocks')
    .selectAll()
    .where('car_id', '=', carId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

/** Answers the deleted block, or undefined when the car had no such block. */
export function deleteBlock(db: Db, carId: string, blockId: string): Promise<BlockRow | undefined> {
  return db
    .deleteFrom('maintenance_blocks')
    .where('id', '=', blockId)
    .where('car_id', '=', carId)
    .returningAll()
    .executeTakeFirst();
}
