import { describe, expect, it } from 'vitest';
import {
  CLEARED_CAR_FILTERS,
  INITIAL_CAR_FILTERS,
  applyCarFilters,
  brandOptions,
  carFiltersFromQuery,
  carFiltersToQuery,
  countActiveFilters,
  filterCars,
  isBookable,
  selectFeaturedCars,
  sortCars,
  type CarFilters,
  type FilterableCar,
} from './car-filter';

let counter = 0;
function car(overrides: Partial<FilterableCar> = {}): FilterableCar & { id: number } {
  counter += 1;
  return {
    id: counter,
    name: `Car ${counter}`,
    brand: 'Maruti Suzuki',
    type: 'Hatchback',
    fuel: 'Petrol',
    seats: 5,
    price: 2000,
    rating: 4.5,
    available: true,
    featured: false,
    ...overrides,
  };
}

const filters = (overrides: Partial<CarFilters>): CarFilters => ({
  ...INITIAL_CAR_FILTERS,
  ...overrides,
});

describe('filterCars', () => {
  const swift = car({ name: 'Swift', brand: 'Maruti Suzuki', seats: 5 });
  const creta = car({ name: 'Creta', brand: 'Hyundai', type: 'SUV', fuel: 'Diesel', seats: 5 });
  const nexon = car({ name: 'Nexon EV', brand: 'Tata', type: 'SUV', fuel: 'Electric' });
  const innova = car({ name: 'Innova Crysta', brand: 'Toyota', type: 'MUV', seats: 8 });
  const ertiga = car({ name: 'Ertiga', brand: 'Maruti Suzuki', seats: 7, available: false });
  const all = [swift, creta, nexon, innova, ertiga];

  it('keeps every car, booked ones too, with the initial filters', () => {
    expect(filterCars(all, INITIAL_CAR_FILTERS)).toEqual(all);
    expect(INITIAL_CAR_FILTERS.availableOnly).toBe(false);
  });

  it('matches the search case-insensitively as a substring of the name', () => {
    expect(filterCars(all, { search: 'CRYS' })).toEqual([innova]);
  });

  it('matches the search against the brand as well', () => {
    expect(filterCars(all, { search: 'maruti' })).toEqual([swift, ertiga]);
  });

  it('ignores spaces around the search text', () => {
    expect(filterCars(all, { search: '  nexon ' })).toEqual([nexon]);
  });

  it('filters brand, fuel and type by equality', () => {
    expect(filterCars(all, { brand: 'Hyundai' })).toEqual([creta]);
    expect(filterCars(all, { fuel: 'Electric' })).toEqual([nexon]);
    expect(filterCars(all, { type: 'SUV' })).toEqual([creta, nexon]);
    expect(filterCars(all, { brand: 'Hyun' })).toEqual([]);
  });

  it('keeps cars with at least the chosen number of seats', () => {
    expect(filterCars(all, { minSeats: 7 })).toEqual([innova, ertiga]);
    expect(filterCars(all, { minSeats: 4 })).toEqual(all);
  });

  it('drops unavailable cars only when available-only is on', () => {
    expect(filterCars(all, { availableOnly: true })).not.toContain(ertiga);
    expect(filterCars(all, { availableOnly: false })).toContain(ertiga);
  });

  it('combines every filter', () => {
    expect(
      filterCars(all, {
        type: 'SUV',
        fuel: 'Diesel',
        minSeats: 5,
        search: 'cre',
        availableOnly: true,
      }),
    ).toEqual([creta]);
  });

  it('does not change the list it was given', () => {
    const copy = [...all];
    filterCars(all, { search: 'x' });
    expect(all).toEqual(copy);
  });
});

describe('branch filter', () => {
  const query = (values: Record<string, string>) => ({
    get: (name: string) => values[name] ?? null,
  });
  const boduppal = car({ branch: 'Boduppal' });
  const dilsukhnagar = car({ branch: 'Dilsukhnagar' });
  const legacy = car();

  it('keeps only the cars of the chosen branch', () => {
    expect(filterCars([boduppal, dilsukhnagar, legacy], filters({ branch: 'Boduppal' }))).toEqual([
      boduppal,
    ]);
  });

  it('keeps every car with any branch', () => {
    expect(filterCars([boduppal, dilsukhnagar, legacy], filters({ branch: '' }))).toHaveLength(3);
  });

  it('counts as an active filter and round-trips through the address', () => {
    const chosen = filters({ branch: 'Vanasthalipuram' });
    expect(countActiveFilters(chosen)).toBe(1);
    expect(carFiltersToQuery(chosen)).toEqual({ branch: 'Vanasthalipuram' });
    expect(carFiltersFromQuery(query({ branch: 'Vanasthalipuram' }))).toEqual(chosen);
    expect(carFiltersFromQuery(query({ branch: 'Secunderabad' })).branch).toBe('');
  });
});

describe('available only with a search by dates', () => {
  it('means free for the dates when the list carries freeForDates', () => {
    const free = car({ available: true, freeForDates: true });
    const taken = car({ available: true, freeForDates: false });
    const off = car({ available: false, freeForDates: false });
    expect(filterCars([free, taken, off], filters({ availableOnly: true }))).toEqual([free]);
    expect(isBookable(taken)).toBe(false);
    expect(isBookable(car({ available: true }))).toBe(true);
  });
});

describe('sortCars', () => {
  const a = car({ name: 'Baleno', price: 2200, rating: 4.4 });
  const b = car({ name: 'amaze', price: 1800, rating: 4.7 });
  const c = car({ name: 'Creta', price: 3800, rating: 4.4 });

  it('keeps the order without a sort', () => {
    expect(sortCars([a, b, c], null)).toEqual([a, b, c]);
  });

  it('sorts by name regardless of case', () => {
    expect(sortCars([a, b, c], 'name')).toEqual([b, a, c]);
  });

  it('sorts by price, low to high and high to low', () => {
    expect(sortCars([a, b, c], 'price-low')).toEqual([b, a, c]);
    expect(sortCars([a, b, c], 'price-high')).toEqual([c, a, b]);
  });

  it('puts the best rated first and breaks ties by name', () => {
    expect(sortCars([c, a, b], 'rating')).toEqual([b, a, c]);
  });

  it('returns a copy', () => {
    const list = [a, b, c];
    sortCars(list, 'name');
    expect(list).toEqual([a, b, c]);
  });
});

describe('applyCarFilters', () => {
  it('filters, then sorts', () => {
    const cheap = car({ name: 'Tiago', price: 1800 });
    const dear = car({ name: 'XUV700', price: 3800 });
    const booked = car({ name: 'Alto', price: 1500, available: false });
    expect(
      applyCarFilters([dear, booked, cheap], filters({ availableOnly: true, sort: 'price-low' })),
    ).toEqual([cheap, dear]);
  });
});

describe('clearing', () => {
  it("sets 'available only' on and empties every other filter", () => {
    expect(CLEARED_CAR_FILTERS).toEqual({ ...INITIAL_CAR_FILTERS, availableOnly: true });
  });
});

describe('selectFeaturedCars', () => {
  it('keeps cars that are both featured and available, at most six', () => {
    const featured = Array.from({ length: 8 }, () => car({ featured: true }));
    const bookedFeatured = car({ featured: true, available: false });
    const plain = car();
    const picked = selectFeaturedCars([bookedFeatured, plain, ...featured]);
    expect(picked).toEqual(featured.slice(0, 6));
  });
});

describe('countActiveFilters and brandOptions', () => {
  it('counts the dialog filters that are set', () => {
    expect(countActiveFilters(INITIAL_CAR_FILTERS)).toBe(0);
    expect(countActiveFilters(filters({ brand: 'Tata', minSeats: 7, search: 'x' }))).toBe(2);
    expect(countActiveFilters(CLEARED_CAR_FILTERS)).toBe(1);
  });

  it('lists each brand once, sorted', () => {
    expect(
      brandOptions([car({ brand: 'Tata' }), car({ brand: 'Hyundai' }), car({ brand: 'Tata' })]),
    ).toEqual(['Hyundai', 'Tata']);
  });
});

describe('URL query', () => {
  const reader = (query: Record<string, string>) => ({
    get: (name: string) => query[name] ?? null,
  });

  it('leaves the initial filters out of the address', () => {
    expect(carFiltersToQuery(INITIAL_CAR_FILTERS)).toEqual({});
  });

  it('round-trips every filter', () => {
    const all = filters({
      search: 'swift dzire',
      brand: 'Maruti Suzuki',
      fuel: 'CNG',
      type: 'Sedan',
      branch: 'Dilsukhnagar',
      minSeats: 5,
      availableOnly: true,
      sort: 'price-high',
    });
    const query = carFiltersToQuery(all);
    expect(query).toMatchObject({
      available: '1',
      seats: '5',
      sort: 'price-high',
      q: 'swift dzire',
    });
    expect(carFiltersFromQuery(reader(query))).toEqual(all);
  });

  it('ignores values that are not among the options', () => {
    const parsed = carFiltersFromQuery(
      reader({ seats: '6', sort: 'cheapest', fuel: 'Steam', type: 'Truck', available: 'yes' }),
    );
    expect(parsed).toEqual(INITIAL_CAR_FILTERS);
  });
});
