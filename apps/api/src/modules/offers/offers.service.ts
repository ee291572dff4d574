import { randomUUID } from 'node:crypto';
import type { CreateOfferSchema, Offer } from '@rental/shared/offers';
import type { OfferPromoSchema } from '@rental/shared/promo';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { activePromoCode } from '../promo-codes/promo-codes.service';
import { toOffer, toOfferRow } from './offer-json';
import * as repo from './offers.repository';

type DbDeps = Pick<Deps, 'db'>;

export async function listOffers({ db }: DbDeps): Promise<Offer[]> {
  return (await repo.listOffers(db)).map(toOffer);
}

// The admin's writes are kept in the audit log in their transaction
// (docs/decisions/019-audit-log.md).
export async function createOffer(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  input: z.output<typeof CreateOfferSchema>,
): Promise<Offer> {
  const row = {
    id: randomUUID(),
    image_url: input.imageUrl,
    created_at: deps.clock().toISOString(),
    promo_code: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertOffers(trx, [row]);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'offer.create',
        entity: 'offer',
        entityId: row.id,
        after: { imageUrl: row.image_url },
      },
    );
  });
  return toOffer(row);
}

export async function deleteOffer(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const deleted = await repo.deleteOffer(trx, id);
    if (!deleted) throw new NotFoundError('Offer not found.');
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'offer.delete',
        entity: 'offer',
        entityId: id,
        before: { imageUrl: deleted.image_url },
      },
    );
  });
}

/** docs/product.md#promo-codes: the code an offer shows (an active one), or none. */
export async function setOfferPromo(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
  input: z.output<typeof OfferPromoSchema>,
): Promise<Offer> {
  return deps.db.transaction().execute(async (trx) => {
    const offer = await repo.findOffer(trx, id);
    if (!offer) throw new NotFoundError('Offer not found.');
    const code =
      input.promoCode === null ? null : await activePromoCode({ db: trx }, input.promoCode);
    await repo.setOfferPromoCode(trx, id, code);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'offer.promo_code',
        entity: 'offer',
        entityId: id,
        before: { promoCode: offer.promo_code },
        after: { promoCode: code },
      },
    );
    return toOffer({ ...offer, promo_code: code });
  });
}

export async function hasAnyOffer({ db }: DbDeps): Promise<boolean> {
  return (await repo.countOffers(db)) > 0;
}

/** Offers with fixed ids and image addresses (the demo seed). */
export async function insertOffers({ db }: DbDeps, offers: Offer[]): Promise<void> {
  await repo.insertOffers(db, offers.map(toOfferRow));
}
