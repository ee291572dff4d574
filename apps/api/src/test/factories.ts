import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { TEST_ADMIN, type Harness } from './harness';

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
  const now = new Date().toISOString();
  await h.app.db
    .insertInto('cars')
    .values({
      id: car.id,
      name: car.name,
      brand: 'Maruti',
      type: 'Hatchback',
      fuel: 'Petrol',
      seats: 5,
      transmission: 'Manual',
      price: car.price,
      rating: 4.5,
      available: overrides.available === false ? 0 : 1,
      featured: overrides.featured ? 1 : 0,
      images: '[]',
      description: 'A test car.',
      features: '["AC"]',
      registration_number: car.registrationNumber,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return car;
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
