import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../db/database';
import type { ServerProcess } from './server-process';

// What the tests of several real server processes share: requests to one process as from a
// browser at an address of its own, and renters and cars written straight to the database.

export interface FleetRenter {
  id: string;
  mobile: string;
  email: string;
  /** The address the renter's requests come from (the servers trust X-Forwarded-For). */
  address: string;
  token: string;
}

export const FLEET_PASSWORD = 'customer-password-1';

export function send(
  server: ServerProcess,
  url: string,
  init: { method?: string; token?: string; body?: unknown; from?: string } = {},
): Promise<Response> {
  const form = init.body instanceof FormData;
  return fetch(`${server.url}${url}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.from ? { 'x-forwarded-for': init.from } : {}),
      ...(form || init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body:
      form || init.body === undefined
        ? (init.body as FormData | undefined)
        : JSON.stringify(init.body),
  });
}

/** `count` renters with an e-mail each, not yet signed in (`token` is empty). */
export async function seedRenters(db: Db, count: number): Promise<FleetRenter[]> {
  const passwordHash = await hash(FLEET_PASSWORD);
  const now = new Date().toISOString();
  const renters: FleetRenter[] = [];
  for (let i = 0; i < count; i++) {
    const renter = {
      id: randomUUID(),
      mobile: `9${String(i).padStart(9, '0')}`,
      email: `renter${i}@example.com`,
      address: `10.1.${Math.floor(i / 200)}.${i % 200}`,
      token: '',
    };
    await db
      .insertInto('customers')
      .values({
        id: renter.id,
        name: `Renter ${i}`,
        mobile: renter.mobile,
        email: renter.email,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .execute();
    renters.push(renter);
  }
  return renters;
}

/** Signs the renter in on `server` and keeps the token on the renter. */
export async function signIn(server: ServerProcess, renter: FleetRenter): Promise<void> {
  const res = await send(server, '/api/users/login', {
    body: { mobile: renter.mobile, password: FLEET_PASSWORD },
    from: renter.address,
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  renter.token = ((await res.json()) as { token: string }).token;
}

let carsSeeded = 0;

/** A car written straight to the database. */
export async function seedCar(db: Db): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('cars')
    .values({
      id,
      name: 'Contested car',
      brand: 'Maruti',
      type: 'Hatchback',
      fuel: 'Petrol',
      seats: 5,
      transmission: 'Manual',
      price: 2000,
      rating: 4.5,
      available: 1,
      featured: 0,
      images: '[]',
      description: 'A car everyone wants.',
      features: '[]',
      registration_number: `TS 09 PP ${1000 + (carsSeeded++ % 9000)}`,
      branch: 'Boduppal',
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return id;
}
