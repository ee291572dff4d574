import { IconStar } from '@/components/feature-icons';
import { SATISFACTION } from '@/components/facts';

// docs/product.md#screens: three fixed testimonials, each with name, location, rating, comment, avatar and date.
const TESTIMONIALS = [
  {
    name: 'Priya Sharma',
    location: 'Kukatpally',
    rating: 5,
    date: '2025-01-12',
    comment:
      'Took a Creta to Srisailam for a long weekend. The car was spotless, pickup at Dilsukhnagar took ten minutes, and the team picked up my call at midnight when I needed help with directions.',
  },
  {
    name: 'Arjun Reddy',
    location: 'Uppal',
    rating: 5,
    date: '2025-03-04',
    comment:
      'I rent a hatchback every month for my commute to HITEC City. Doorstep delivery, clear pricing and no deposit with my Aadhaar. Works out far cheaper than cabs every day.',
  },
  {
    name: 'Fatima Khan',
    location: 'Visiting from Dubai',
    rating: 4,
    date: '2025-02-20',
    comment:
      'As a visitor I was unsure about documents, but my passport and licence were enough. The cash deposit came back the moment I returned the car. Would rent again on my next trip.',
  },
] as const;

const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function Testimonials() {
  return (
    <section className="section section--lazy section--tint" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-intro">
          <span className="eyebrow">Testimonials</span>
          <h2 id="testimonials-title" className="section-title">
            {SATISFACTION} of renters would book with us again
          </h2>
        </div>
        <ul className="row g-3 g-lg-4 list-unstyled mb-0">
          {TESTIMONIALS.map((t, i) => (
            <li key={t.name} className="col-12 col-md-4">
              <figure className="testimonial h-100">
                <p
                  className="testimonial__stars"
                  role="img"
                  aria-label={`Rated ${t.rating} out of 5`}
                >
                  {Array.from({ length: 5 }, (_, star) => (
                    <IconStar key={star} className={star < t.rating ? 'is-on' : 'is-off'} />
                  ))}
                </p>
                <blockquote className="testimonial__quote">
                  <p>{t.comment}</p>
                </blockquote>
                <figcaption className="testimonial__who">
                  <span className={`avatar avatar--${i}`} aria-hidden="true">
                    {initials(t.name)}
                  </span>
                  <span>
                    <strong>{t.name}</strong>
                    <span className="d-block small text-body-secondary">
                      {t.location} ·{' '}
                      <time dateTime={t.date}>{monthYear.format(new Date(t.date))}</time>
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
