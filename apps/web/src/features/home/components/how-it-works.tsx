import { IconCalendar, IconDocument, IconKey } from '@/components/feature-icons';

const STEPS = [
  {
    icon: IconCalendar,
    title: 'Choose your car and dates',
    text: 'Compare hatchbacks, sedans, SUVs and EVs with prices per day, then pick your pickup and return times.',
  },
  {
    icon: IconDocument,
    title: 'Get verified once',
    text: 'Share your driving licence and Aadhaar, or passport, for the quick pre-verification every booking needs.',
  },
  {
    icon: IconKey,
    title: 'Pick up and drive',
    text: 'Collect the keys at your nearest branch or at your door. Return the car with the same fuel level.',
  },
] as const;

/** docs/product.md#screens: the 3-step process. */
export function HowItWorks() {
  return (
    <section className="section section--lazy section--tint" aria-labelledby="steps-title">
      <div className="container">
        <div className="section-intro">
          <span className="eyebrow">How it works</span>
          <h2 id="steps-title" className="section-title">
            On the road in three steps
          </h2>
        </div>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="icon-tile mb-3">
                <step.icon />
              </span>
              <h3 className="h5">{step.title}</h3>
              <p className="mb-0 text-body-secondary">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
