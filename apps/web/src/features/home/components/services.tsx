import { FeatureCards } from '@/components/feature-cards';
import {
  IconBolt,
  IconCalendar,
  IconClock,
  IconMap,
  IconShield,
  IconTruck,
} from '@/components/feature-icons';

const SERVICES = [
  {
    icon: IconClock,
    title: 'Hourly rentals',
    text: 'A car for a few hours: a hospital visit, a shopping run or an airport drop at Shamshabad.',
  },
  {
    icon: IconCalendar,
    title: 'Daily, weekly and monthly plans',
    text: 'From a single day to a full month, with better rates the longer you keep the car.',
  },
  {
    icon: IconTruck,
    title: 'Doorstep pickup and delivery',
    text: 'We bring the car to your home, office or hotel and collect it when you are done.',
  },
  {
    icon: IconShield,
    title: 'Insured, serviced cars',
    text: 'Every car is insured and checked between rentals, so you set off without worries.',
  },
  {
    icon: IconMap,
    title: 'Add-ons: GPS, insurance, fuel',
    text: 'Add a GPS unit, extra insurance cover or a full tank when you book.',
  },
  {
    icon: IconBolt,
    title: 'Electric cars',
    text: 'Quiet EVs for city driving, with charging tips from our team before you leave.',
  },
] as const;

/** docs/product.md#screens: the services section. */
export function Services() {
  return (
    <section className="section section--lazy" aria-labelledby="services-title">
      <div className="container">
        <div className="mb-4 mb-lg-5">
          <span className="eyebrow">Services</span>
          <h2 id="services-title" className="section-title">
            Rentals that fit how you travel
          </h2>
          <p className="lead-muted mb-0">
            Hatchbacks, sedans, SUVs and EVs for every plan, from a quick errand to a month-long
            posting in the city.
          </p>
        </div>
        <FeatureCards features={SERVICES} itemClassName="col-12 col-md-6 col-lg-4" />
      </div>
    </section>
  );
}
