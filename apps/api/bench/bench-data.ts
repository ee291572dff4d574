import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import { DEFAULT_BRANCH } from '@rental/shared/business';
import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import type { Insertable } from 'kysely';
import type { BookingsTable } from '../src/db/schema';
import { RENTER_FORM, RENTER_ROW } from '../src/test/renter-details';

// Data written straight to the database for the benchmark: demo-like cars, customers, and
// bookings in bulk.

const DEMO_CARS = [
  {
    name: 'Swift VXi',
    brand: 'Maruti Suzuki',
    type: 'Hatchback',
    fuel: 'Petrol',
    seats: 5,
    price: 1800,
  },
  { name: 'City ZX', brand: 'Honda', type: 'Sedan', fuel: 'Petrol', seats: 5, price: 2600 },
  { name: 'Creta SX', brand: 'Hyundai', type: 'SUV', fuel: 'Diesel', seats: 5, price: 3200 },
  { name: 'Ertiga ZXi', brand: 'Maruti Suzuki', type: 'MUV', fuel: 'CNG', seats: 7, price: 2800 },
  { name: 'Nexon EV', brand: 'Tata', type: 'SUV', fuel: 'Electric', seats: 5, price: 3000 },
  { name: 'Innova Crysta', brand: 'Toyota', type: 'MUV', fuel: 'Diesel', seats: 8, price: 3800 },
];

let plate = 1000;

export async function insertCars(
  app: FastifyInstance,
  count: number,
  prefix = 'Car',
): Promise<string[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => {
    const demo = DEMO_CARS[i % DEMO_CARS.length]!;
    const id = randomUUID();
    return {
      id,
      ...demo,
      name: count === DEMO_CARS.length ? demo.name : `${prefix} ${i + 1}`,
      transmission: i % 2 ? 'Automatic' : 'Manual',
      rating: 4.2 + (i % 6) / 10,
      // One of the six demo cars is unavailable, as in the demo data.
      available: count === DEMO_CARS.length && i === 3 ? 0 : 1,
      featured: i % 2,
      images: JSON.stringify([1, 2, 3].map((k) => `cars/${id}-${k}`)),
      description: `${demo.brand} ${demo.name}: clean, insured and serviced, with doorstep delivery.`,
      features: JSON.stringify(['AC', 'Bluetooth', 'Power steering', 'Airbags', 'GPS']),
      registration_number: `TS 09 EB ${++plate}`,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
  });
  await app.db.insertInto('cars').values(rows).execute();
  return rows.map((r) => r.id);
}

export async function insertCustomers(app: FastifyInstance, count: number) {
  const passwordHash = await hash('bench-password-1');
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `Bench Customer ${i + 1}`,
    mobile: `9${String(800_000_000 + i)}`,
    email: `bench${i + 1}@example.com`,
    password_hash: passwordHash,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await app.db
      .insertInto('customers')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      token: await app.tokens.sign({ role: 'customer', id: r.id }),
    })),
  );
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const id = randomUUID();
  await app.db
    .insertInto('admins')
    .values({
      id,
      email: `bench-${id.slice(0, 8)}@example.com`,
      password_hash: await hash('bench-admin-password'),
      created_at: new Date().toISOString(),
    })
    .execute();
  return app.tokens.sign({ role: 'admin', id });
}

const NAMES = [
  'Asha Reddy',
  'Ravi Kumar',
  'Priya Sharma',
  'Imran Khan',
  'Lakshmi Rao',
  'Arjun Das',
];
const STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'];
const CHUNK = 500;
const DAY = 86_400_000;
const PRICE_PER_DAY = 1800;

/** A stored booking of the benchmark: the tests' renter details, priced per started day. */
export function bookingRow(booking: {
  carId: string;
  carName: string;
  customerId: string;
  customerName: string;
  /** Pickup and return, in ms since the epoch. */
  start: number;
  end: number;
  status: string;
  createdAt: string;
  /** The car's branch; insertCars leaves every car at the default one. */
  branch?: string;
}): Insertable<BookingsTable> {
  const { start, end, createdAt } = booking;
  const days = Math.max(1, Math.ceil((end - start) / DAY));
  return {
    id: randomUUID(),
    customer_id: booking.customerId,
    car_id: booking.carId,
    car_name: booking.carName,
    car_number: 'TS09EB1001',
    customer_name: booking.customerName,
    customer_phone: RENTER_FORM.customerPhone,
    customer_email: RENTER_FORM.customerEmail,
    ...RENTER_ROW,
    pickup_date: toKolkataDate(start),
    pickup_time: toKolkataTime(start),
    return_date: toKolkataDate(end),
    return_time: toKolkataTime(end),
    pickup_at: new Date(start).toISOString(),
    return_at: new Date(end).toISOString(),
    price_per_day: PRICE_PER_DAY,
    total_days: days,
    total_amount: PRICE_PER_DAY * days,
    status: booking.status,
    branch: booking.branch ?? DEFAULT_BRANCH,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Adds `count` bookings (with their first history row), spread over past creation times. */
export async function insertBookings(
  app: FastifyInstance,
  count: number,
  customerIds: string[],
  carIds: string[],
  offset: number,
): Promise<void> {
  const base = Date.parse('2025-01-01T00:00:00Z');
  await app.db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += CHUNK) {
      const rows: Insertable<BookingsTable>[] = [];
      for (let j = start; j < Math.min(count, start + CHUNK); j++) {
        const n = offset + j;
        const pickup = base + n * 3_600_000;
        rows.push(
          bookingRow({
            carId: carIds[n % carIds.length]!,
            carName: 'Swift VXi',
            customerId: customerIds[n % customerIds.length]!,
            customerName: `${NAMES[n % NAMES.length]!} ${n}`,
            start: pickup,
            end: pickup + 1_800_000,
            status: STATUSES[n % STATUSES.length]!,
            createdAt: new Date(base - 86_400_000 + n * 60_000).toISOString(),
          }),
        );
      }
      await trx.insertInto('bookings').values(rows).execute();
      await trx
        .insertInto('booking_status_history')
        .values(
          rows.map((r) => ({
            booking_id: r.id,
            status: 'Pending',
            changed_at: r.created_at,
            changed_by: 'customer',
          })),
        )
        .execute();
    }
  });
}
