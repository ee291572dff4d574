import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { DateRulesTable } from '../../db/schema';

// All SQL of rate cards and date rules. Each function takes the database or a transaction.

export type DateRuleRow = Selectable<DateRulesTable>;

/** A car's rate card and GST, as the quote and the rates screen read them. */
const CAR_RATE_COLUMNS = [
  'id',
  'name',
  'type',
  'branch',
  'available',
  'price',
  'price_per_hour',
  'min_hours',
  'price_per_week',
  'price_per_month',
  'unlimited_km_per_day',
  'gst_rate_percent',
  'sac',
] as const;

/** The rate card and GST of a live car. */
export function findCarRates(db: Db, carId: string) {
  return db
    .selectFrom('cars')
    .select(CAR_RATE_COLUMNS)
    .where('id', '=', carId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
export type CarRatesRow = NonNullable<Awaited<ReturnType<typeof findCarRates>>>;

/** Every live car's rate card, by name: the owner's rates screen. */
export function listCarRates(db: Db) {
  return db
    .selectFrom('cars')
    .select(CAR_RATE_COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The rules that price a car: its own and the whole fleet's. */
export function dateRulesForCar(db: Db, carId: string): Promise<DateRuleRow[]> {
  return db
    .selectFrom('date_rules')
    .selectAll()
    .where((eb) => eb.or([eb('car_id', '=', carId), eb('car_id', 'is', null)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listDateRules(db: Db): Promise<DateRuleRow[]> {
  return db.selectFrom('date_rules').selectAll().orderBy('created_at').orderBy('id').execute();
}

export async function insertDateRule(db: Db, row: Insertable<DateRulesTable>): Promise<void> {
  await db.insertInto('date_rules').values(row).execute();
}

export function findDateRule(db: Db, id: string): Promise<DateRuleRow | undefined> {
  return db.selectFrom('date_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteDateRule(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('date_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
