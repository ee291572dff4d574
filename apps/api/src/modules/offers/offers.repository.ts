import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OffersTable } from '../../db/schema';

// All SQL of the offers domain. Each function takes the database or a transaction.

export type OfferRow = Selectable<OffersTable>;

/** Newest first; an offer's code shows only while the code is active. */
export function listOffers(db: Db): Promise<OfferRow[]> {
  return db
    .selectFrom('offers')
    .leftJoin('promo_codes', (join) =>
      join.onRef('promo_codes.code', '=', 'offers.promo_code').on('promo_codes.active', '=', 1),
    )
    .select([
      'offers.id',
      'offers.image_url',
      'offers.created_at',
      'promo_codes.code as promo_code',
    ])
    .orderBy('offers.created_at', 'desc')
    .orderBy('offers.id', 'desc')
    .execute();
}

export function findOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setOfferPromoCode(db: Db, id: string, code: string | null): Promise<void> {
  await db.updateTable('offers').set({ promo_code: code }).where('id', '=', id).execute();
}

export async function insertOffers(db: Db, rows: Insertable<OffersTable>[]): Promise<void> {
  await db.insertInto('offers').values(rows).execute();
}

/** Answers the deleted offer, or undefined when there was none. */
export function deleteOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  return db.deleteFrom('offers').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function countOffers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
