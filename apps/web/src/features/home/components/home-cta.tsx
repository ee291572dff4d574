import { Link } from 'react-router';

/** docs/product.md#screens: the call to action with 'Book Now' and 'Talk to Team'. */
export function HomeCta() {
  return (
    <section className="section section--lazy pt-0" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id="cta-title" className="cta-band__title">
              Ready for your next drive?
            </h2>
            <p className="mb-0">
              Choose a car now and we will confirm your booking by WhatsApp or e-mail, usually
              within two hours.
            </p>
          </div>
          <div className="cta-band__actions">
            <Link to="/cars" className="btn btn-warning btn-lg">
              Book Now
            </Link>
            <Link to="/contact" className="btn btn-outline-light btn-lg">
              Talk to Team
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
