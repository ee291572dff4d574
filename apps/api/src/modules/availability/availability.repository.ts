import type { Kysely, Selectable } from 'kysely';
import type { Database, MaintenanceBlocksTable } from '../../db/schema';

// SQL of the calendars and maintenance blocks (issue 6) beyond the availability rule itself,
// which lives in availability.sql.ts.

type Conn = Kysely<Database>;
export type BlockRow = Selectable<MaintenanceBlocksTable>;

/**
 * A live car's availability flag. With lock=true (PostgreSQL) the car row stays locked until the
 * transaction ends, like the booking POST's, so a block and a booking of one car never interleave.
 */
export function findLiveCar(db: Conn, carId: string, lock = false) {
  return db
    .selectFrom('cars')
    .select(['id', 'available'])
    .where('id', '=', carId)
    .where('deleted_at', 'is', null)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertBlock(db: Conn, row: BlockRow): Promise<void> {
  await db.insertInto('maintenance_blocks').values(row).execute();
}

/** Every block of a car, by start. */
export function listBlocks(db: Conn, carId: string): Promise<BlockRow[]> {
  return db
    .selectFrom('maintenance_blocks')
    .selectAll()
    .where('car_id', '=', carId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

export async function deleteBlock(db: Conn, carId: string, blockId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('maintenance_blocks')
    .where('id', '=', blockId)
    .where('car_id', '=', carId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
