import { Link } from 'react-router';
import { ContactRoutes } from '@/features/content/components/contact-routes';
import { SUPPORT_FAQ } from '@/features/content/support-faq';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/content/content.scss';

export function SupportPage() {
  usePageMeta(
    'Support',
    'Answers about documents, deposit, fuel, kilometres, cancellations and payment for self-drive rentals in Hyderabad, and how to reach our team 24/7.',
  );
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Help centre</span>
          <h1>Support</h1>
          <p>
            Quick answers to what renters ask us most, and every way to reach our team, day or
            night.
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="faq-title">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-12 col-lg-4">
              <h2 id="faq-title" className="section-title">
                Frequently asked questions
              </h2>
              <p className="lead-muted">
                Still unsure? Our full <Link to="/terms">terms and conditions</Link> cover every
                rule in detail.
              </p>
            </div>
            <div className="col-12 col-lg-8">
              {SUPPORT_FAQ.map((item) => (
                <details key={item.q} className="faq">
                  <summary>{item.q}</summary>
                  <div className="faq__answer">{item.a}</div>
                </details>
              ))}
            </div>
          </div>
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="reach-title">
        <div className="container">
          <h2 id="reach-title" className="section-title mb-4">
            Talk to our team
          </h2>
          <ContactRoutes />
        </div>
      </section>
    </>
  );
}
