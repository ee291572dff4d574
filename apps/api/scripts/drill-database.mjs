// The deploy drill's work straight in the database (scripts/deploy-drill.sh, docs/deploy.md#drill):
// the renters and cars the load books with, the records a backup must carry, and the checks
// after the kill and after the restore. drill-load.mjs runs these as its subcommands.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export const RENTERS = 300;
const CARS = 40;
export const PASSWORD = 'drill-renter-password';

export function fail(message) {
  console.error(`drill: ${message}`);
  process.exit(1);
}

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

async function withDb(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function seed(url, stateFile) {
  const passwordHash = await hash(PASSWORD);
  const now = new Date().toISOString();
  const state = { renters: [], cars: [] };
  await withDb(url, async (db) => {
    for (let i = 0; i < RENTERS; i++) {
      const renter = {
        id: randomUUID(),
        mobile: `8${String(i).padStart(9, '0')}`,
        address: `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      };
      await db.query(
        `insert into customers (id, name, mobile, email, password_hash, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
        [renter.id, `Drill Renter ${i}`, renter.mobile, `drill${i}@example.com`, passwordHash, now],
      );
      state.renters.push(renter);
    }
    for (let i = 0; i < CARS; i++) {
      const id = randomUUID();
      await db.query(
        `insert into cars (id, name, brand, type, fuel, seats, transmission, price, rating,
           available, featured, images, description, features, registration_number, branch,
           created_at, updated_at, deleted_at)
         values ($1, 'Drill car', 'Maruti', 'Hatchback', 'Petrol', 5, 'Manual', 2000, 4.5, 1, 0,
           '[]', 'A car for the deploy drill.', '[]', $2, 'Boduppal', $3, $3, null)`,
        [id, `TS 10 DR ${1000 + i}`, now],
      );
      state.cars.push(id);
    }
  });
  writeFileSync(stateFile, JSON.stringify(state));
  console.log(`drill: seeded ${RENTERS} renters and ${CARS} cars`);
}

const acceptedOf = (files) => files.flatMap((file) => readJson(file).accepted);

export async function records(url, files) {
  const ids = acceptedOf(files).slice(0, 5);
  const now = new Date().toISOString();
  await withDb(url, async (db) => {
    for (const [n, bookingId] of ids.entries()) {
      await db.query(
        `insert into payments (id, booking_id, kind, method, amount, reference, status,
           recorded_by, recorded_at, decided_by, decided_at, note)
         values ($1, $2, 'advance', 'cash', 500, null, 'received', 'system', $3, null, null, '')`,
        [randomUUID(), bookingId, now],
      );
      await db.query(
        `insert into invoices (id, booking_id, number, financial_year, sequence, gstin,
           gst_rate_percent, sac, issued_at)
         values ($1, $2, $3, '26-27', $4, null, 18, '997311', $5)`,
        [randomUUID(), bookingId, `HSD/26-27/D${String(n + 1).padStart(3, '0')}`, n + 1, now],
      );
      const key = `documents/${randomUUID()}.pdf`;
      await db.query(
        `insert into files (key, content_type, data, etag, created_at)
         values ($1, 'application/pdf', $2, '"drill"', $3)`,
        [key, Buffer.from(`%PDF-1.4 drill ${n}`), now],
      );
      await db.query(
        `insert into documents (id, customer_id, kind, status, reason, file_key, content_type,
           created_at, decided_by, decided_at)
         select $1, customer_id, 'licence', 'submitted', null, $2, 'application/pdf', $3, null,
           null from bookings where id = $4`,
        [randomUUID(), key, now, bookingId],
      );
    }
  });
  console.log(`drill: a payment, an invoice and a document on ${ids.length} bookings`);
}

export async function verify(url, logsDir, files) {
  const ids = acceptedOf(files);
  await withDb(url, async (db) => {
    const found = await db.query('select count(*)::int as n from bookings where id = any($1)', [
      ids,
    ]);
    if (found.rows[0].n !== ids.length) {
      fail(`${ids.length - found.rows[0].n} of ${ids.length} accepted bookings are missing`);
    }
    // A message the killed process had claimed is taken over once its claim is 2 minutes old.
    const deadline = Date.now() + 170_000;
    let waiting;
    for (;;) {
      waiting = (
        await db.query(
          `select count(*)::int as n from messages where booking_id = any($1)
             and due_at <= $2 and state in ('pending', 'sending')`,
          [ids, new Date().toISOString()],
        )
      ).rows[0].n;
      if (waiting === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    if (waiting > 0) fail(`${waiting} due messages of accepted bookings were never sent`);
    const sent = (
      await db.query(
        "select count(*)::int as n from messages where booking_id = any($1) and state = 'sent'",
        [ids],
      )
    ).rows[0].n;
    const times = new Map();
    for (const file of readdirSync(logsDir)) {
      for (const line of readFileSync(path.join(logsDir, file), 'utf8').split('\n')) {
        if (!line.includes('"message sent"')) continue;
        const { id } = JSON.parse(line);
        times.set(id, (times.get(id) ?? 0) + 1);
      }
    }
    const twice = [...times.values()].filter((n) => n > 1).length;
    if (twice > 0) fail(`${twice} messages were sent more than once`);
    console.log(
      `drill: all ${ids.length} accepted bookings stored; ${sent} of their messages sent, ` +
        `each once (${times.size} sends in the logs)`,
    );
  });
}

export async function compare(url, restoredUrl, files) {
  const ids = acceptedOf(files);
  const figures = async (db) => {
    const count = async (table) =>
      (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    return {
      bookings: await count('bookings'),
      accepted: (
        await db.query('select count(*)::int as n from bookings where id = any($1)', [ids])
      ).rows[0].n,
      payments: await count('payments'),
      documents: await count('documents'),
      files: await count('files'),
      invoiceNumbers: (await db.query('select number from invoices order by number')).rows
        .map((r) => r.number)
        .join(','),
    };
  };
  const before = await withDb(url, figures);
  const after = await withDb(restoredUrl, figures);
  console.log(`drill: before the backup ${JSON.stringify(before)}`);
  console.log(`drill: after the restore ${JSON.stringify(after)}`);
  if (JSON.stringify(before) !== JSON.stringify(after) || after.accepted !== ids.length) {
    fail('the restored database differs from the backed-up one');
  }
}
