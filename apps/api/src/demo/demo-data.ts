import type { BranchName } from '@rental/shared/business';
import type { CarType, Fuel, Transmission } from '@rental/shared/constants';

// docs/product.md#configuration (SEED_DEMO): six sample cars (one unavailable, one electric, one
// with 8 seats; prices 1800 to 3800, ratings 4.2 to 4.7), two at each branch, and three offers.
// Each car has the plans the home page advertises (docs/product.md#rate-plans): the city cars by
// the hour, every car by the week and month, and a GST rate by kind (5 % electric, 18 % small,
// 40 % larger).
// Their pictures are shipped in apps/api/seed/images and go through the same image pipeline as an
// admin's upload.

export interface DemoCar {
  /** Fixed ids: a second process seeding at the same moment collides instead of duplicating. */
  id: string;
  slug: string;
  name: string;
  brand: string;
  type: CarType;
  fuel: Fuel;
  seats: number;
  transmission: Transmission;
  price: number;
  rating: number;
  available: boolean;
  featured: boolean;
  registrationNumber: string;
  branch: BranchName;
  description: string;
  features: string[];
  plans: DemoPlans;
}

/** A car's optional prices beside its day price, and its GST rate (whole rupees, percent). */
export interface DemoPlans {
  pricePerHour: number | null;
  minHours: number | null;
  pricePerWeek: number;
  pricePerMonth: number;
  unlimitedKmPerDay: number;
  gstRatePercent: 5 | 18 | 40;
}

export const DEMO_CARS: DemoCar[] = [
  {
    id: 'demo-maruti-swift',
    slug: 'maruti-swift',
    name: 'Maruti Suzuki Swift',
    brand: 'Maruti Suzuki',
    type: 'Hatchback',
    fuel: 'Petrol',
    seats: 5,
    transmission: 'Manual',
    price: 1800,
    rating: 4.2,
    available: true,
    featured: true,
    registrationNumber: 'TS 08 AB 1234',
    branch: 'Boduppal',
    description:
      'Easy to park and light on fuel, the Swift is the simplest way to get around Hyderabad: ' +
      'quick through Dilsukhnagar traffic and comfortable on the Outer Ring Road.',
    features: ['Air conditioning', 'Bluetooth audio', 'Power steering', 'Rear parking sensors'],
    plans: {
      pricePerHour: 150,
      minHours: 4,
      pricePerWeek: 10_800,
      pricePerMonth: 39_000,
      unlimitedKmPerDay: 2_300,
      gstRatePercent: 18,
    },
  },
  {
    id: 'demo-honda-city',
    slug: 'honda-city',
    name: 'Honda City',
    brand: 'Honda',
    type: 'Sedan',
    fuel: 'Petrol',
    seats: 5,
    transmission: 'Automatic',
    price: 2600,
    rating: 4.5,
    available: true,
    featured: true,
    registrationNumber: 'TS 09 CD 4521',
    branch: 'Vanasthalipuram',
    description:
      'A roomy, quiet sedan with a smooth CVT gearbox. Ideal for family outings, airport runs ' +
      'and business meetings where you want to arrive fresh.',
    features: [
      'Automatic climate control',
      'Android Auto and Apple CarPlay',
      'Cruise control',
      'Rear AC vents',
      '506 L boot',
    ],
    plans: {
      pricePerHour: 200,
      minHours: 4,
      pricePerWeek: 15_600,
      pricePerMonth: 56_000,
      unlimitedKmPerDay: 3_200,
      gstRatePercent: 40,
    },
  },
  {
    id: 'demo-hyundai-creta',
    slug: 'hyundai-creta',
    name: 'Hyundai Creta',
    brand: 'Hyundai',
    type: 'SUV',
    fuel: 'Diesel',
    seats: 5,
    transmission: 'Automatic',
    price: 3200,
    rating: 4.6,
    available: true,
    featured: true,
    registrationNumber: 'TS 07 EF 7788',
    branch: 'Dilsukhnagar',
    description:
      'A comfortable SUV with high seating and plenty of torque for highway trips to Srisailam, ' +
      'Warangal or Vijayawada. Panoramic sunroof for the scenic stretches.',
    features: [
      'Panoramic sunroof',
      'Ventilated front seats',
      'Six airbags',
      'Touchscreen navigation',
      'Rear camera',
    ],
    plans: {
      pricePerHour: 250,
      minHours: 4,
      pricePerWeek: 19_200,
      pricePerMonth: 69_000,
      unlimitedKmPerDay: 3_900,
      gstRatePercent: 40,
    },
  },
  {
    id: 'demo-tata-nexon-ev',
    slug: 'tata-nexon-ev',
    name: 'Tata Nexon EV',
    brand: 'Tata',
    type: 'SUV',
    fuel: 'Electric',
    seats: 5,
    transmission: 'Automatic',
    price: 2800,
    rating: 4.4,
    available: true,
    featured: true,
    registrationNumber: 'TS 10 GH 2468',
    branch: 'Boduppal',
    description:
      'Silent, zero-emission city driving with a real-world range of about 300 km. Handed over ' +
      'fully charged; fast-charging stations are listed in the car.',
    features: [
      'About 300 km range',
      'Fast charging',
      'Regenerative braking',
      'Connected car app',
      'Air purifier',
    ],
    plans: {
      pricePerHour: 220,
      minHours: 4,
      pricePerWeek: 16_800,
      pricePerMonth: 60_000,
      unlimitedKmPerDay: 3_300,
      gstRatePercent: 5,
    },
  },
  {
    id: 'demo-toyota-innova-crysta',
    slug: 'toyota-innova-crysta',
    name: 'Toyota Innova Crysta',
    brand: 'Toyota',
    type: 'MUV',
    fuel: 'Diesel',
    seats: 8,
    transmission: 'Manual',
    price: 3800,
    rating: 4.7,
    available: true,
    featured: true,
    registrationNumber: 'TS 11 JK 5590',
    branch: 'Vanasthalipuram',
    description:
      'Eight seats and a generous boot for family trips and group travel. The dependable choice ' +
      'for long drives to Tirupati, Hampi or Goa.',
    features: [
      '8 seats',
      'Rear AC with roof vents',
      'Captain-style second row',
      'Cruise control',
      'Large boot',
    ],
    plans: {
      pricePerHour: null,
      minHours: null,
      pricePerWeek: 22_800,
      pricePerMonth: 82_000,
      unlimitedKmPerDay: 4_600,
      gstRatePercent: 40,
    },
  },
  {
    id: 'demo-mahindra-xuv700',
    slug: 'mahindra-xuv700',
    name: 'Mahindra XUV700',
    brand: 'Mahindra',
    type: 'SUV',
    fuel: 'Diesel',
    seats: 7,
    transmission: 'Automatic',
    price: 3500,
    rating: 4.3,
    available: false,
    featured: false,
    registrationNumber: 'TS 13 LM 3105',
    branch: 'Dilsukhnagar',
    description:
      'A powerful three-row SUV with advanced driver assistance and a premium cabin, for those ' +
      'who want space and comfort on every kind of road.',
    features: [
      '7 seats',
      'Adaptive cruise control',
      'Dual 10.25-inch screens',
      'Panoramic sunroof',
      'All-round airbags',
    ],
    plans: {
      pricePerHour: null,
      minHours: null,
      pricePerWeek: 21_000,
      pricePerMonth: 76_000,
      unlimitedKmPerDay: 4_200,
      gstRatePercent: 40,
    },
  },
];

export const DEMO_IMAGES_PER_CAR = 3;

/** Oldest first: the list answers newest first, so the first car here ends up last. */
export const DEMO_OFFERS = [
  { id: 'demo-offer-long-drive', file: 'long-drive.webp' },
  { id: 'demo-offer-go-electric', file: 'go-electric.webp' },
  { id: 'demo-offer-weekend-suv', file: 'weekend-suv.webp' },
];
