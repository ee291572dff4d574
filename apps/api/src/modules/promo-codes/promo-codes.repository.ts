import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PromoCodesTable, PromoRedemptionsTable } from '../../db/schema';

// All SQL of promo codes (docs/product.md#promo-codes). Each function takes the database or a
// transaction.

export type PromoCodeRow = Selectable<PromoCodesTable>;

export function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findPromoCodeById(db: Db, id: string): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Inserts the code unless one with the same text exists; false when it did. */
export async function insertPromoCode(db: Db, row: Insertable<PromoCodesTable>): Promise<boolean> {
  const result = await db
    .insertInto('promo_codes')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function updatePromoCode(
  db: Db,
  id: string,
  patch: Updateable<PromoCodesTable>,
): Promise<void> {
  await db.updateTable('promo_codes').set(patch).where('id', '=', id).execute();
}

/**
 * Takes one use of the code if any is left, in one statement: concurrent bookings on any
 * process wait for each other's row and re-read it, so the limit holds. False when none is left.
 */
export async function takePromoUse(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function hasRedemption(db: Db, promoCodeId: string, customerId: string) {
  const row = await db
    .selectFrom('promo_redemptions')
    .select('id')
    .where('promo_code_id', '=', promoCodeId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the once-per-renter index refused it (the renter used the code already). */
export async function insertRedemption(
  db: Db,
  row: Insertable<PromoRedemptionsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('promo_redemptions')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
