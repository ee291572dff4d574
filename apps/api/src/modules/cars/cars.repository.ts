import {
  sql,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type Updateable,
} from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import { carTaken, type SqlBounds } from '../../db/availability-sql';
import type { Db } from '../../db/database';
import type { CarsTable, Database } from '../../db/schema';

// All SQL of the cars domain. Each function takes the database or a transaction.

export { sqlBounds } from '../../db/availability-sql';

export type CarRow = Selectable<CarsTable>;

export function listLiveCars(db: Db): Promise<CarRow[]> {
  return db
    .selectFrom('cars')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

type FreenessValues = SqlBounds & { branch: string };
/** Comma-separated ids (car ids are UUIDs, so a comma never occurs in one); null for none. */
type Freeness = { ids: string | null; taken: string | null };

/** A comma-separated text of the non-null values (SQLite 3.44+ and PostgreSQL alike). */
function idList(eb: ExpressionBuilder<Database, 'cars'>, value: Expression<string | null>) {
  return eb.fn.agg<string | null>('string_agg', [value, sql.lit(',')]);
}

// One row rather than one per car: turning 200 rows into objects cost the driver as much as the
// EXISTS probes themselves (docs/decisions/022-performance-close-to-the-limit.md).
function freenessQuery(db: Db, byBranch: boolean) {
  return (v: FreenessValues) =>
    db
      .selectFrom('cars')
      .select((eb) => [
        idList(eb, eb.ref('cars.id')).as('ids'),
        idList(eb, eb.case().when(carTaken(eb, v)).then(eb.ref('cars.id')).end()).as('taken'),
      ])
      .where('cars.deleted_at', 'is', null)
      .$if(byBranch, (qb) => qb.where('cars.branch', '=', v.branch));
}

const PLACEHOLDERS: FreenessValues = {
  startsBefore: '\u0000startsBefore',
  endsAfter: '\u0000endsAfter',
  branch: '\u0000branch',
};
/** Per database (the dialect decides the SQL), with and without a branch. */
const freenessQueries = new WeakMap<
  Db,
  Map<boolean, (values: FreenessValues) => CompiledQuery<Freeness>>
>();

function compiledFreeness(db: Db, byBranch: boolean) {
  let byShape = freenessQueries.get(db);
  if (!byShape) freenessQueries.set(db, (byShape = new Map()));
  let query = byShape.get(byBranch);
  if (!query) {
    query = reusableQuery(freenessQuery(db, byBranch), PLACEHOLDERS);
    byShape.set(byBranch, query);
  }
  return query;
}

/** Which cars are live and which of them are taken for a period. */
export interface CarFreeness {
  /** Every live car (of the branch), unordered. */
  live: string[];
  taken: Set<string>;
}

const ids = (text: string | null | undefined) => (text ? text.split(',') : []);

/**
 * docs/product.md#availability: every live car (of one branch when given) and those taken for
 * the period: one query, the availability rule as EXISTS subqueries per car. Unordered: the
 * caller lays the answer over the list, which has the order. Compiled once: a hot read.
 */
export async function carFreeness(
  db: Db,
  bounds: SqlBounds,
  branch?: string,
): Promise<CarFreeness> {
  const query = compiledFreeness(db, branch !== undefined);
  const [row] = (await db.executeQuery(query({ ...bounds, branch: branch ?? '' }))).rows;
  return { live: ids(row?.ids), taken: new Set(ids(row?.taken)) };
}

/** With lock=true (PostgreSQL) the row stays locked until the transaction ends. */
export function findLiveCar(db: Db, id: string, lock = false): Promise<CarRow | undefined> {
  return db
    .selectFrom('cars')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Another live car with this registration number, if any. */
export async function registrationInUse(
  db: Db,
  registrationNumber: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('cars')
    .select('id')
    .where('registration_number', '=', registrationNumber)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCar(db: Db, row: Insertable<CarsTable>): Promise<void> {
  await db.insertInto('cars').values(row).execute();
}

export function updateLiveCar(
  db: Db,
  id: string,
  changes: Updateable<CarsTable>,
): Promise<CarRow | undefined> {
  return db
    .updateTable('cars')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Flips availability in one statement, so two admins toggling at once both count. */
export function toggleAvailability(db: Db, id: string, now: string): Promise<CarRow | undefined> {
  return db
    .updateTable('cars')
    .set({ available: sql<number>`1 - available`, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function softDeleteCar(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('cars')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every car ever stored, deleted ones included (the demo seed runs only on an empty database). */
export async function countAllCars(db: Db): Promise<number> {
  const row = await db
    .selectFrom('cars')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A unique index refused the write (SQLite and PostgreSQL say it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
