import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { addDays, todayInKolkata, toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import { TEST_ADMIN, type Harness } from './harness';
import { RENTER_FORM, RENTER_ROW } from './renter-details';

// Small factories for test data; they write straight to the real database so a test can start
// from a known state, then exercise the API over HTTP.

let counter = 0;
const next = () => ++counter;

export interface TestCustomer {
  id: string;
  name: string;
  mobile: string;
  email: string;
  password: string;
  token: string;
}

export async function createCustomer(
  h: Harness,
  overrides: Partial<TestCustomer> = {},
): Promise<TestCustomer> {
  const n = next();
  const customer = {
    id: randomUUID(),
    name: `Test Customer ${n}`,
    mobile: `9${String(n).padStart(9, '0')}`,
    email: `customer${n}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'customer-password-1',
    ...overrides,
  };
  const now = new Date().toISOString();
  await h.app.db
    .insertInto('customers')
    .values({
      id: customer.id,
      name: customer.name,
      mobile: customer.mobile,
      email: customer.email,
      password_hash: await hash(customer.password),
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = await h.app.tokens.sign({ role: 'customer', id: customer.id });
  return { ...customer, token };
}

export interface TestCar {
  id: string;
  name: string;
  price: number;
  registrationNumber: string;
}

export async function createCar(
  h: Harness,
  overrides: Partial<{
    name: string;
    price: number;
    available: boolean;
    featured: boolean;
    registrationNumber: string;
    branch: string;
    type: string;
    /** Stored image names (no files are written). */
    images: string[];
  }> = {},
): Promise<TestCar> {
  const n = next();
  const car = {
    id: randomUUID(),
    name: overrides.name ?? `Test Car ${n}`,
    price: overrides.price ?? 2000,
    registrationNumber:
      overrides.registrationNumber ?? `TS 09 ZZ ${String(1000 + (n % 9000)).padStart(4, '0')}`,
  };
  // The app's clock: a test on a fixed day sees the car in the fleet of that day's reports.
  const now = h.app.clock().toISOString();
  await h.app.db
    .insertInto('cars')
    .values({
      id: car.id,
      name: car.name,
      brand: 'Maruti',
      type: overrides.type ?? 'Hatchback',
      fuel: 'Petrol',
      seats: 5,
      transmission: 'Manual',
      price: car.price,
      rating: 4.5,
      available: overrides.available === false ? 0 : 1,
      featured: overrides.featured ? 1 : 0,
      images: JSON.stringify(overrides.images ?? []),
      description: 'A test car.',
      features: '["AC"]',
      registration_number: car.registrationNumber,
      branch: overrides.branch ?? 'Boduppal',
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return car;
}

/** Marks a car deleted, as the admin's delete leaves it, or live again with `deleted` false. */
export async function setCarDeleted(h: Harness, carId: string, deleted = true): Promise<void> {
  await h.app.db
    .updateTable('cars')
    .set({ deleted_at: deleted ? new Date().toISOString() : null })
    .where('id', '=', carId)
    .execute();
}

/**
 * A token for the test admin; creates the admin row when the app has not (the admin account is
 * normally made at start from ADMIN_EMAIL).
 */
export async function createAdminToken(h: Harness): Promise<string> {
  const existing = await h.app.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirst();
  let id = existing?.id;
  if (!id) {
    id = randomUUID();
    await h.app.db
      .insertInto('admins')
      .values({
        id,
        email: TEST_ADMIN.email,
        password_hash: await hash(TEST_ADMIN.password),
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return h.app.tokens.sign({ role: 'admin', id });
}

/**
 * A token for a branch staff member made straight in the database (docs/product.md#back-office);
 * `disabled` makes an account whose sessions the server refuses.
 */
export async function createStaffToken(
  h: Harness,
  branch: string,
  options: { disabled?: boolean } = {},
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const n = next();
  await h.app.db
    .insertInto('admins')
    .values({
      id,
      email: `staff${n}@example.com`,
      name: `Staff ${n}`,
      role: 'staff',
      branch,
      password_hash: 'not-used',
      created_at: new Date().toISOString(),
    })
    .execute();
  const token = await h.app.tokens.sign({ role: 'admin', id });
  if (options.disabled) {
    await h.app.db
      .updateTable('admins')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { id, token };
}

/** A valid booking form for POST /api/bookings/book, pickup `inDays` from today in Kolkata. */
export function bookingPayload(
  carId: string,
  overrides: Record<string, unknown> = {},
  inDays = 10,
): Record<string, unknown> {
  const pickupDate = addDays(todayInKolkata(), inDays);
  return {
    carId,
    customerName: 'Test Customer',
    ...RENTER_FORM,
    pickupDate,
    pickupTime: '09:00',
    returnDate: addDays(pickupDate, 2),
    returnTime: '09:00',
    ...overrides,
  };
}

/** A booking written straight to the database (with its first status-history row). */
export async function createBooking(
  h: Harness,
  customer: Pick<TestCustomer, 'id' | 'name' | 'mobile' | 'email'>,
  car: TestCar,
  overrides: Partial<{
    status: string;
    createdAt: string;
    pickupAt: string;
    returnAt: string;
  }> = {},
): Promise<string> {
  const id = randomUUID();
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  const pickupAt = overrides.pickupAt ?? new Date(Date.now() + 30 * 86_400_000).toISOString();
  const returnAt = overrides.returnAt ?? new Date(Date.parse(pickupAt) + 86_400_000).toISOString();
  await h.app.db
    .insertInto('bookings')
    .values({
      id,
      customer_id: customer.id,
      car_id: car.id,
      car_name: car.name,
      car_number: car.registrationNumber,
      customer_name: customer.name,
      customer_phone: customer.mobile,
      customer_email: customer.email,
      ...RENTER_ROW,
      pickup_date: toKolkataDate(pickupAt),
      pickup_time: toKolkataTime(pickupAt),
      return_date: toKolkataDate(returnAt),
      return_time: toKolkataTime(returnAt),
      pickup_at: pickupAt,
      return_at: returnAt,
      price_per_day: car.price,
      total_days: 1,
      total_amount: car.price,
      status: overrides.status ?? 'Pending',
      // As the booking POST does: the car's branch at booking time.
      branch: (eb) => eb.selectFrom('cars').select('cars.branch').where('cars.id', '=', car.id),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await h.app.db
    .insertInto('booking_status_history')
    .values({
      booking_id: id,
      status: 'Pending',
      changed_at: createdAt,
      changed_by: 'customer',
      note: '',
    })
    .execute();
  return id;
}
