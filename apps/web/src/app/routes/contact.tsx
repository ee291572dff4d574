import { ContactPanel } from '@/features/contact/components/contact-panel';
import { InquiryForm } from '@/features/contact/components/inquiry-form';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/contact/contact.scss';

export function ContactPage() {
  usePageMeta(
    'Contact us',
    'Call, WhatsApp or write to our self-drive car rental team in Hyderabad, open 24/7 at Boduppal, Vanasthalipuram and Dilsukhnagar.',
  );
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Contact</span>
          <h1>We are here round the clock</h1>
          <p>
            Questions about a car, a booking or a long trip? Send us a message or call: a real
            person answers, day or night.
          </p>
        </div>
      </section>
      <div className="container section">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-7">
            <section className="inquiry-card" aria-labelledby="inquiry-title">
              <h2 id="inquiry-title">Client Inquiry Form</h2>
              <p className="text-body-secondary">
                Tell us what you need and we will get back to you quickly.
              </p>
              <InquiryForm />
            </section>
          </div>
          <section className="col-12 col-lg-5" aria-labelledby="reach-us-title">
            <h2 id="reach-us-title" className="visually-hidden">
              Other ways to reach us
            </h2>
            <ContactPanel />
          </section>
        </div>
      </div>
    </>
  );
}
