import { Link } from 'react-router';
import { MESSAGES } from '@rental/shared/messages';
import { useOffers } from '@/api/offers';
import { OfferGrid } from '@/features/offers/components/offer-grid';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/offers/offers.scss';

export function OffersPage() {
  usePageMeta(
    'Offers',
    'Current deals on self-drive car rentals in Hyderabad: weekend, long-drive and EV offers from our Boduppal, Vanasthalipuram and Dilsukhnagar branches.',
  );
  const offers = useOffers();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Deals</span>
          <h1>Offers on self-drive rentals</h1>
          <p>Seasonal deals from our branches. Tap an offer to see it in full.</p>
        </div>
      </section>
      <div className="container section">
        {offers.isPending ? (
          <div className="text-center py-5" role="status">
            <span className="spinner-border text-primary" aria-hidden="true" />
            <span className="d-block mt-2 text-body-secondary">Loading offers...</span>
          </div>
        ) : !offers.data?.length ? (
          <div className="empty-state">
            <h2 className="h4">{MESSAGES.noOffers}</h2>
            <p className="text-body-secondary">
              New deals appear here often. Meanwhile, every car is available at its everyday price
              per day.
            </p>
            <Link to="/cars" className="btn btn-primary">
              Browse Cars
            </Link>
          </div>
        ) : (
          <OfferGrid offers={offers.data} />
        )}
        {/* Shown with the answer, so nothing below the spinner moves when the offers arrive. */}
        {!offers.isPending && (
          <section aria-labelledby="how-offers-title">
            <h2 id="how-offers-title" className="section-title mt-5">
              How to use an offer
            </h2>
            <ol className="offer-steps">
              <li>Pick the car and dates the offer covers on our cars page.</li>
              <li>
                Enter its promo code on the booking summary, or mention the offer when we call to
                confirm your booking.
              </li>
              <li>We apply it to your total before you pay.</li>
            </ol>
          </section>
        )}
      </div>
    </>
  );
}
