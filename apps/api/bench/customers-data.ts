import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import type { Insertable } from 'kysely';
import type { BookingsTable, CustomersTable } from '../src/db/schema';
import { bookingRow, insertCars } from './bench-data';

// Data for the customer directory's benchmark (docs/product.md#customers): many renters with
// Indian names and mobiles, each with a few past bookings, most of them completed. None is
// Pending, so the hold release has nothing to do while the directory is measured.

const FIRST = `Aarav Aditi Ajay Anil Anjali Arjun Asha Deepak Divya Farhan
  Ganesh Harish Imran Kavya Kiran Lakshmi Mahesh Meena Naveen Neha
  Pooja Pradeep Priya Rahul Ravi Sai Sandeep Sneha Srinivas Swathi`.split(/\s+/);
const LAST = `Reddy Rao Kumar Sharma Khan Naidu Goud Varma Chowdary Das
  Iyer Patel Singh Yadav Shetty Nair Ahmed Gupta Mishra Pillai`.split(/\s+/);
const CHUNK = 500;
const DAY = 86_400_000;
const STATUSES = ['Completed', 'Completed', 'Completed', 'Cancelled'];

/** Renter i's name and mobile: deterministic, mobiles unique (7919 is prime to 10^9). */
export function renterName(i: number): string {
  return `${FIRST[i % FIRST.length]!} ${LAST[Math.floor(i / FIRST.length) % LAST.length]!}`;
}
export function renterMobile(i: number): string {
  return `${6 + (i % 4)}${String((i * 7_919) % 1_000_000_000).padStart(9, '0')}`;
}

/** `renters` renters with `bookingsEach` bookings each on 6 cars. */
export async function fillDirectory(
  app: FastifyInstance,
  renters: number,
  bookingsEach: number,
): Promise<void> {
  const carIds = await insertCars(app, 6);
  const passwordHash = await hash('bench-password-1');
  const base = Date.parse('2022-01-01T00:00:00Z');
  await app.db.transaction().execute(async (trx) => {
    for (let start = 0; start < renters; start += CHUNK) {
      const customers: Insertable<CustomersTable>[] = [];
      const bookings: Insertable<BookingsTable>[] = [];
      for (let i = start; i < Math.min(renters, start + CHUNK); i++) {
        const createdAt = new Date(base + i * bookingsEach * 600_000).toISOString();
        const id = randomUUID();
        customers.push({
          id,
          name: renterName(i),
          mobile: renterMobile(i),
          email: `renter${i}@example.com`,
          password_hash: passwordHash,
          token_version: 1,
          created_at: createdAt,
          updated_at: createdAt,
          blocked_at: i % 500 === 0 ? createdAt : null,
          blocked_reason: i % 500 === 0 ? 'Unpaid damage.' : null,
          blocked_by: null,
        });
        for (let k = 0; k < bookingsEach; k++) {
          // Ten minutes apart: 200,000 bookings end before 2026.
          const pickup = base + (i * bookingsEach + k) * 600_000;
          bookings.push(
            bookingRow({
              carId: carIds[(i + k) % carIds.length]!,
              carName: 'Swift VXi',
              customerId: id,
              customerName: renterName(i),
              start: pickup,
              end: pickup + (1 + (k % 3)) * DAY,
              status: STATUSES[(i + k) % STATUSES.length]!,
              createdAt,
            }),
          );
        }
      }
      await trx.insertInto('customers').values(customers).execute();
      for (let b = 0; b < bookings.length; b += CHUNK) {
        await trx
          .insertInto('bookings')
          .values(bookings.slice(b, b + CHUNK))
          .execute();
      }
    }
  });
}

/** Search texts an admin might type: name beginnings and mobile beginnings. */
export function directorySearches(renters: number): { names: string[]; mobiles: string[] } {
  const names: string[] = [];
  const mobiles: string[] = [];
  for (let i = 0; i < 200; i++) {
    const n = (i * 997) % renters;
    const name = renterName(n).toLowerCase();
    // "asha", "asha r", "asha reddy": a first name, then more of the surname.
    names.push(name.slice(0, FIRST[n % FIRST.length]!.length + (i % 3) * 2));
    mobiles.push(renterMobile(n).slice(0, 5 + (i % 4)));
  }
  return { names, mobiles };
}
