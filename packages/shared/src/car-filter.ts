import { BRANCH_NAMES } from './business';
import {
  CAR_SORTS,
  CAR_TYPES,
  FEATURED_CARS_MAX,
  FUELS,
  SEAT_FILTER_OPTIONS,
  type CarSort,
} from './constants';

// docs/product.md#cars: client-side car filtering and sorting, one pure function for every screen
// that lists cars, and the URL form of the filters so a filtered list can be shared and survives a
// reload.

/** The fields of a car the rules read (a Car from the API satisfies it). */
export interface FilterableCar {
  name: string;
  brand: string;
  type: string;
  fuel: string;
  seats: number;
  price: number;
  /** Computed from published reviews; null before the first (sorted last by 'rating'). */
  rating: number | null;
  available: boolean;
  featured: boolean;
  /** The car's home branch. */
  branch?: string;
  /** Only in a search by dates; when present it is what 'available' means. */
  freeForDates?: boolean;
}

/** Whether a car can be booked: for the searched dates when there are some, else at all. */
export const isBookable = (car: FilterableCar): boolean => car.freeForDates ?? car.available;

export interface CarFilters {
  /** Case-insensitive substring of name or brand; '' matches every car. */
  search: string;
  /** Exact brand; '' for any. */
  brand: string;
  fuel: string;
  type: string;
  /** Exact home branch; '' for any. */
  branch: string;
  /** At least this many seats; null for any. */
  minSeats: number | null;
  availableOnly: boolean;
  /** null keeps the order the API answers. */
  sort: CarSort | null;
}

/** docs/product.md#cars: 'available only' starts off. */
export const INITIAL_CAR_FILTERS: CarFilters = Object.freeze({
  search: '',
  brand: '',
  fuel: '',
  type: '',
  branch: '',
  minSeats: null,
  availableOnly: false,
  sort: null,
});

/** docs/product.md#cars: 'clear' empties every filter and sets 'available only' on. */
export const CLEARED_CAR_FILTERS: CarFilters = Object.freeze({
  ...INITIAL_CAR_FILTERS,
  availableOnly: true,
});

export function filterCars<T extends FilterableCar>(
  cars: readonly T[],
  filters: Partial<CarFilters>,
): T[] {
  const search = (filters.search ?? '').trim().toLowerCase();
  const minSeats = filters.minSeats ?? null;
  return cars.filter(
    (car) =>
      (!filters.brand || car.brand === filters.brand) &&
      (!filters.fuel || car.fuel === filters.fuel) &&
      (!filters.type || car.type === filters.type) &&
      (!filters.branch || car.branch === filters.branch) &&
      (minSeats === null || car.seats >= minSeats) &&
      (!filters.availableOnly || isBookable(car)) &&
      (!search ||
        car.name.toLowerCase().includes(search) ||
        car.brand.toLowerCase().includes(search)),
  );
}

const byName = (a: FilterableCar, b: FilterableCar) =>
  a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' });

const COMPARE: Record<CarSort, (a: FilterableCar, b: FilterableCar) => number> = {
  name: byName,
  'price-low': (a, b) => a.price - b.price || byName(a, b),
  'price-high': (a, b) => b.price - a.price || byName(a, b),
  // Best rated first; a car without reviews (null) last.
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || byName(a, b),
};

/** A sorted copy; without a sort the order is kept. */
export function sortCars<T extends FilterableCar>(cars: readonly T[], sort: CarSort | null): T[] {
  return sort ? [...cars].sort(COMPARE[sort]) : [...cars];
}

/** The car list as the visitor asked for it: filtered, then sorted. */
export function applyCarFilters<T extends FilterableCar>(
  cars: readonly T[],
  filters: Partial<CarFilters>,
): T[] {
  return sortCars(filterCars(cars, filters), filters.sort ?? null);
}

/**
 * docs/product.md#cars: featured cars are those both featured and available, at most
 * FEATURED_CARS_MAX.
 */
export function selectFeaturedCars<T extends FilterableCar>(cars: readonly T[]): T[] {
  return cars.filter((car) => car.featured && car.available).slice(0, FEATURED_CARS_MAX);
}

/** How many of the dialog's filters differ from the initial state (search and sort excluded). */
export function countActiveFilters(filters: CarFilters): number {
  return [
    filters.brand,
    filters.fuel,
    filters.type,
    filters.branch,
    filters.minSeats !== null,
    filters.availableOnly,
  ].filter(Boolean).length;
}

/** The brands present in a list, sorted, for the brand filter. */
export function brandOptions(cars: readonly FilterableCar[]): string[] {
  return [...new Set(cars.map((car) => car.brand))].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

// URL query names. Defaults are left out, so an unfiltered list has a clean address.
const Q = {
  search: 'q',
  brand: 'brand',
  fuel: 'fuel',
  type: 'type',
  branch: 'branch',
  minSeats: 'seats',
  availableOnly: 'available',
  sort: 'sort',
} as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

/** What the rules need of a URL query (URLSearchParams satisfies it). */
export interface QueryReader {
  get(name: string): string | null;
}

/** Reads filters from a URL query; unknown or malformed values fall back to the initial state. */
export function carFiltersFromQuery(query: QueryReader): CarFilters {
  const seats = Number(query.get(Q.minSeats));
  const sort = oneOf(CAR_SORTS, query.get(Q.sort));
  return {
    search: query.get(Q.search) ?? '',
    brand: query.get(Q.brand) ?? '',
    fuel: oneOf(FUELS, query.get(Q.fuel)),
    type: oneOf(CAR_TYPES, query.get(Q.type)),
    branch: oneOf(BRANCH_NAMES, query.get(Q.branch)),
    minSeats: (SEAT_FILTER_OPTIONS as readonly number[]).includes(seats) ? seats : null,
    availableOnly: query.get(Q.availableOnly) === '1',
    sort: sort || null,
  };
}

/** The query parameters of the filters, ready for `new URLSearchParams(...)`. */
export function carFiltersToQuery(filters: CarFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query[Q.search] = filters.search;
  if (filters.brand) query[Q.brand] = filters.brand;
  if (filters.fuel) query[Q.fuel] = filters.fuel;
  if (filters.type) query[Q.type] = filters.type;
  if (filters.branch) query[Q.branch] = filters.branch;
  if (filters.minSeats !== null) query[Q.minSeats] = String(filters.minSeats);
  if (filters.availableOnly) query[Q.availableOnly] = '1';
  if (filters.sort) query[Q.sort] = filters.sort;
  return query;
}
