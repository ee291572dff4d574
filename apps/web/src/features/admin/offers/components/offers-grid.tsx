import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Offer } from '@rental/shared/offers';
import { MESSAGES } from '@rental/shared/messages';
import { useOffers } from '@/api/offers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { useDeleteOffer } from '../api/delete-offer';
import { OfferPromoForm } from './offer-promo-form';

/** The current offers with their images; deleting one asks first. */
export function OffersGrid() {
  const offers = useOffers();
  const remove = useDeleteOffer();
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!deleting) return;
    const id = deleting._id;
    setDeleting(null);
    setError(null);
    remove.mutate(id, { onError: () => setError('Could not delete the offer. Please try again.') });
  };

  return (
    <section aria-labelledby="offers-title">
      <h2 id="offers-title" className="h5 mb-3">
        Current offers{offers.data ? ` (${offers.data.length})` : ''}
      </h2>
      <ListStatus
        error={error}
        onDismissError={() => setError(null)}
        loading={offers.isPending}
        loadingLabel="Loading offers"
        empty={offers.data?.length === 0}
        emptyMessage={MESSAGES.noOffers}
      />
      <ul className="row g-3 list-unstyled">
        {offers.data?.map((offer, index) => (
          <li className="col-12 col-sm-6 col-lg-4" key={offer._id}>
            <div className="card h-100 shadow-sm overflow-hidden">
              <img
                src={offer.imageUrl}
                alt={`Offer ${index + 1}`}
                className="admin-offer-img"
                loading="lazy"
              />
              <div className="card-body p-2 d-flex flex-column gap-2">
                <p className="small text-body-secondary text-truncate mb-0" title={offer.imageUrl}>
                  {offer.imageUrl}
                </p>
                <OfferPromoForm offer={offer} label={`offer ${index + 1}`} />
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setDeleting(offer)}
                  disabled={remove.isPending && remove.variables === offer._id}
                >
                  Delete<span className="visually-hidden"> offer {index + 1}</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete offer"
        message="Delete this offer? It disappears from the Offers page."
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={confirm}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
