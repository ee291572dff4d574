import { randomUUID } from 'node:crypto';
import type { CreateOfferSchema, Offer } from '@rental/shared/offers';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import { toOffer, toOfferRow } from './offer-json';
import * as repo from './offers.repository';

type DbDeps = Pick<Deps, 'db'>;

export async function listOffers({ db }: DbDeps): Promise<Offer[]> {
  return (await repo.listOffers(db)).map(toOffer);
}

export async function createOffer(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: z.output<typeof CreateOfferSchema>,
): Promise<Offer> {
  const row = {
    id: randomUUID(),
    image_url: input.imageUrl,
    created_at: deps.clock().toISOString(),
  };
  await repo.insertOffers(deps.db, [row]);
  return toOffer(row);
}

export async function deleteOffer({ db }: DbDeps, id: string): Promise<void> {
  if (!(await repo.deleteOffer(db, id))) throw new NotFoundError('Offer not found.');
}

export async function hasAnyOffer({ db }: DbDeps): Promise<boolean> {
  return (await repo.countOffers(db)) > 0;
}

/** Offers with fixed ids and image addresses (the demo seed). */
export async function insertOffers({ db }: DbDeps, offers: Offer[]): Promise<void> {
  await repo.insertOffers(db, offers.map(toOfferRow));
}
