import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OffersTable } from '../../db/schema';

// All SQL of the offers domain. Each function takes the database or a transaction.

export type OfferRow = Selectable<OffersTable>;

export function listOffers(db: Db): Promise<OfferRow[]> {
  return db
    .selectFrom('offers')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
