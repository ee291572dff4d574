import { FIRST_HERO_IMAGE } from './hero-image';

// docs/product.md#screens, home hero: five slides, each with a badge, title, description, chips and a call to
// action to /cars (some open the list already filtered to the kind of car the slide is about).

export interface HeroSlide {
  badge: string;
  title: string;
  text: string;
  chips: readonly string[];
  cta: string;
  to: string;
  image: string;
}

export const HERO_SLIDE_LIST: readonly HeroSlide[] = [
  {
    badge: 'Self-drive since 2019',
    title: 'Your car in Hyderabad, ready round the clock',
    text: 'Hatchbacks, sedans, SUVs and EVs by the hour, day, week or month. Pick up at Boduppal, Vanasthalipuram or Dilsukhnagar, or we bring the car to your door.',
    chips: ['50,000+ Happy Customers', '100+ Cars in Fleet', '24/7 Support'],
    cta: 'Explore Our Fleet',
    to: '/cars',
    image: FIRST_HERO_IMAGE,
  },
  {
    badge: 'Evenings out',
    title: 'Make date night a drive to remember',
    text: 'Dress up and drive yourself. Comfortable sedans for dinner in Jubilee Hills or a late spin along Necklace Road, with no driver waiting outside.',
    chips: ['Sedans for two', 'Hourly plans', 'Pickup till late'],
    cta: 'Find Date Night Cars',
    to: '/cars?type=Sedan',
    image: 'hero-night',
  },
  {
    badge: 'Road trips',
    title: 'Long drives to Srisailam, Warangal and beyond',
    text: 'Roomy SUVs for family trips and weekend getaways, on weekly plans. Every car is insured, and our team is a phone call away day and night.',
    chips: ['Roomy SUVs', 'Weekly plans', 'Insured cars'],
    cta: 'Book Long Trip Cars',
    to: '/cars?type=SUV',
    image: 'hero-trip',
  },
  {
    badge: 'Everyday city',
    title: 'Hatchbacks that slip through city traffic',
    text: 'Easy to park in Ameerpet, light on fuel on the way to Gachibowli. Rent by the hour for errands or by the month for the office commute.',
    chips: ['Easy to park', 'Fuel-efficient', 'Monthly plans'],
    cta: 'Browse Hatchbacks',
    to: '/cars?type=Hatchback',
    image: 'hero-hatch',
  },
  {
    badge: 'Doorstep delivery',
    title: 'City cars and EVs, delivered to your door',
    text: 'Book online, finish the quick pre-verification and we hand over the keys at your home or office, anywhere in Hyderabad. Tourists are welcome with a passport.',
    chips: ['Doorstep delivery', 'EVs available', '100+ Cars in Fleet'],
    cta: 'View City Cars',
    to: '/cars',
    image: 'hero-city',
  },
];
