import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreateOfferSchema, Offer } from '@rental/shared/offers';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../errors';
import * as repo from './offers.repository';

function toOffer(row: repo.OfferRow): Offer {
  return { _id: row.id, imageUrl: row.image_url, createdAt: row.created_at };
}

export async function listOffers(db: Kysely<Database>): Promise<Offer[]> {
  return (await repo.listOffers(db)).map(toOffer);
}

export async function createOffer(
  db: Kysely<Database>,
  input: z.output<typeof CreateOfferSchema>,
): Promise<Offer> {
  const row = { id: randomUUID(), image_url: input.imageUrl, created_at: new Date().toISOString() };
  await repo.insertOffers(db, [row]);
  return toOffer(row);
}

export async function deleteOffer(db: Kysely<Database>, id: string): Promise<void> {
  if (!(await repo.deleteOffer(db, id))) throw new NotFoundError('Offer not found.');
}

export async function hasAnyOffer(db: Kysely<Database>): Promise<boolean> {
  return (await repo.countOffers(db)) > 0;
}

/** Offers with fixed ids and image addresses (the demo seed). */
export async function insertOffers(db: Kysely<Database>, offers: Offer[]): Promise<void> {
  await repo.insertOffers(
    db,
    offers.map((o) => ({ id: o._id, image_url: o.imageUrl, created_at: o.createdAt })),
  );
}
