import type { Car } from './cars';

// docs/product.md#screens: what the car list (/cars) shows that both the app and the server's
// frame of that page draw (api: modules/cars/car-list-frame.ts), so the two cannot drift apart.

/** The page's title and description, and its heading band. */
export const CAR_LIST_PAGE = {
  title: 'Cars for self-drive rent in Hyderabad',
  description:
    'Browse self-drive hatchbacks, sedans, SUVs and EVs in Hyderabad. Search by name or brand, filter by fuel, type and seats, and book by the day.',
  hero: {
    eyebrow: 'Our fleet',
    title: 'Self-drive cars in Hyderabad',
    text: 'Hatchbacks, sedans, SUVs and EVs to pick up at Boduppal, Vanasthalipuram or Dilsukhnagar, or delivered to your door.',
  },
} as const;

/** The widths a car card's photo is shown at, for its srcset. */
export const CAR_CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw';

/** The line above a card's car name: its type, and its brand when the name does not start with it. */
export function carCardKicker(car: Pick<Car, 'name' | 'brand' | 'type'>): string {
  return car.name.startsWith(car.brand) ? car.type : `${car.brand} · ${car.type}`;
}

/** 'Showing 6 of 6 cars' above the cards. */
export function carCountText(shown: number, all: number): string {
  return `Showing ${shown} of ${all} ${all === 1 ? 'car' : 'cars'}`;
}

/**
 * docs/product.md#reviews: a card's rating, '4.5 (12)' and its spoken form, from the car's
 * published reviews; null before the first, when the card shows none. The server's frame of /cars
 * prints it; the app's CarCard writes the same out itself (web: components/car-card.tsx says why).
 */
export function carCardRating({
  rating,
  reviewCount: n,
}: Pick<Car, 'rating' | 'reviewCount'>): { text: string; label: string } | null {
  if (rating === null || !n) return null;
  const average = rating.toFixed(1);
  return {
    text: `${average} (${n})`,
    label: `Rated ${average} out of 5 from ${n} review${n === 1 ? '' : 's'}`,
  };
}
