import type { Db } from '../../deps';

// docs/product.md#reviews: a car's rating is the mean of its published reviews, computed here
// for every car answer; the cars table's own rating column is never shown.

export interface CarRating {
  /** Mean to one decimal (4.65 → 4.7, as the reviews summary rounds it); null with no review. */
  rating: number | null;
  reviewCount: number;
}

const NONE: CarRating = { rating: null, reviewCount: 0 };

/**
 * Each car's rating from one grouped query, whatever the number of cars; only the given cars'
 * when ids are given. A car without a published review is not in the map: ratingOf gives none.
 */
export async function carRatings(
  db: Db,
  carIds?: readonly string[],
): Promise<Map<string, CarRating>> {
  if (carIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('reviews')
    .select([
      'car_id',
      // Both databases may answer a sum or count as text (PostgreSQL's bigint): read as numbers.
      (eb) => eb.fn.sum<number | string>('rating').as('total'),
      (eb) => eb.fn.countAll<number | string>().as('count'),
    ])
    .where('hidden_at', 'is', null)
    .$if(carIds !== undefined, (qb) => qb.where('car_id', 'in', carIds!))
    .groupBy('car_id')
    .execute();
  return new Map(
    rows.map((r) => {
      const count = Number(r.count);
      // Whole stars summed exactly, then rounded once: the same as averageRating (shared/reviews).
      return [
        r.car_id,
        { rating: Math.round((Number(r.total) * 10) / count) / 10, reviewCount: count },
      ];
    }),
  );
}

export function ratingOf(ratings: Map<string, CarRating>, carId: string): CarRating {
  return ratings.get(carId) ?? NONE;
}

/** One car's rating, for the answers about a single car. */
export async function carRating(db: Db, carId: string): Promise<CarRating> {
  return ratingOf(await carRatings(db, [carId]), carId);
}
