import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ProtectionPlansTable } from '../../db/schema';

// All SQL of protection plans (docs/product.md#protection-plans).

export type ProtectionPlanRow = Selectable<ProtectionPlansTable>;

export function listPlans(db: Db, onlyActive = false): Promise<ProtectionPlanRow[]> {
  let query = db.selectFrom('protection_plans').selectAll();
  if (onlyActive) query = query.where('active', '=', 1);
  return query.orderBy('sort_order').orderBy('price_per_day').orderBy('name').execute();
}

export function findPlan(db: Db, id: string): Promise<ProtectionPlanRow | undefined> {
  return db.selectFrom('protection_plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPlanByName(db: Db, name: string): Promise<ProtectionPlanRow | undefined> {
  return db.selectFrom('protection_plans').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertPlan(db: Db, row: Insertable<ProtectionPlansTable>): Promise<void> {
  await db.insertInto('protection_plans').values(row).execute();
}

export async function updatePlan(
  db: Db,
  id: string,
  patch: Updateable<ProtectionPlansTable>,
): Promise<void> {
  await db.updateTable('protection_plans').set(patch).where('id', '=', id).execute();
}
