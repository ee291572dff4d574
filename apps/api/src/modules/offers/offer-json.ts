import type { Offer } from '@rental/shared/offers';
import type { OfferRow } from './offers.repository';

export function toOffer(row: OfferRow): Offer {
  return {
    _id: row.id,
    imageUrl: row.image_url,
    createdAt: row.created_at,
    promoCode: row.promo_code,
  };
}

export function toOfferRow(offer: Offer): OfferRow {
  return {
    id: offer._id,
    image_url: offer.imageUrl,
    created_at: offer.createdAt,
    promo_code: offer.promoCode,
  };
}
