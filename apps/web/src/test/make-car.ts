import type { Car } from '@rental/shared/cars';

/** A bookable Boduppal hatchback; its id follows its name ('Tata Nexon' is 'tata-nexon'). */
export function makeCar(overrides: Partial<Car> = {}): Car {
  const name = overrides.name ?? 'Car';
  return {
    _id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    brand: 'Tata',
    type: 'Hatchback',
    fuel: 'Petrol',
    seats: 5,
    transmission: 'Manual',
    price: 2000,
    rating: 4.5,
    reviewCount: 12,
    available: true,
    featured: false,
    images: [],
    thumbnails: [],
    description: '',
    features: [],
    registrationNumber: 'TS 08 AB 1234',
    branch: 'Boduppal',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
