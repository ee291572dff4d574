import { useState } from 'react';
import { Link } from 'react-router';
import type { Offer } from '@rental/shared/offers';
import { Dialog } from '@/components/dialog';
import { PromoCodeCopy } from './promo-code-copy';

/** docs/product.md#screens, offers: a grid of offer images; a click opens it large with 'Book Now'. */
export function OfferGrid({ offers }: { offers: readonly Offer[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? undefined : offers[open];
  return (
    <>
      <ul className="offer-grid">
        {offers.map((offer, i) => (
          <li key={offer._id}>
            <button type="button" className="offer-tile" onClick={() => setOpen(i)}>
              <img
                src={offer.imageUrl}
                width={1280}
                height={640}
                alt=""
                loading={i < 2 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className="offer-tile__label">
                View offer {i + 1}
                <span className="visually-hidden"> of {offers.length}</span>
              </span>
            </button>
            {offer.promoCode && <PromoCodeCopy code={offer.promoCode} offer={`offer ${i + 1}`} />}
          </li>
        ))}
      </ul>
      <Dialog
        show={current !== undefined}
        onClose={() => setOpen(null)}
        title={`Offer ${(open ?? 0) + 1} of ${offers.length}`}
        size="lg"
        footer={
          <Link to="/cars" className="btn btn-primary">
            Book Now
          </Link>
        }
      >
        {current && (
          <img
            src={current.imageUrl}
            className="offer-dialog__image"
            alt={
              current.promoCode
                ? `Offer ${(open ?? 0) + 1}: enter its promo code when you book`
                : `Offer ${(open ?? 0) + 1}: mention it when we confirm your booking`
            }
          />
        )}
        {current?.promoCode && (
          <PromoCodeCopy code={current.promoCode} offer={`offer ${(open ?? 0) + 1} (dialog)`} />
        )}
      </Dialog>
    </>
  );
}
