// The deploy drill's load generator and checks (scripts/deploy-drill.sh, docs/deploy.md#drill).
// Bounded in count and time and loopback only. Subcommands:
//   seed <db-url> <state.json>              renters and cars straight into the database
//   signin <state.json>                     a token per renter, through the proxy
//   run <state.json> <phase> <offset> <out.json>   books until DRILL_STOP_FILE exists
//   records <db-url> <result.json>...       a payment, invoice and document on a few bookings
//   verify <db-url> <logs-dir> <result.json>...    accepted bookings stored, messages sent once
//   compare <db-url> <restored-url> <result.json>... the restore holds every record
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

const RENTERS = 300;
const CARS = 40;
/** The booking limit per account is 10 in 10 minutes: renters take turns, so none reaches it. */
const MAX_REQUESTS = RENTERS * 9;
const MAX_SECONDS = 180;
const CONCURRENCY = 6;
const PASSWORD = 'drill-renter-password';
const BASE = process.env.DRILL_URL ?? 'https://localhost:3600';
const agent = new https.Agent({
  keepAlive: true,
  ca: process.env.DRILL_CA ? readFileSync(process.env.DRILL_CA) : undefined,
});

function fail(message) {
  console.error(`drill: ${message}`);
  process.exit(1);
}

function call(method, url, { token, body, from } = {}) {
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = https.request(`${BASE}${url}`, {
      method,
      agent,
      timeout: 30_000,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(from && { 'x-forwarded-for': from }),
        ...(data && { 'content-type': 'application/json', 'content-length': data.length }),
        ...(method === 'POST' && { 'idempotency-key': randomUUID() }),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, text: error.message }));
    req.end(data);
  });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const kolkataDate = (days) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function withDb(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function seed(url, stateFile) {
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

async function signin(stateFile) {
  const state = readJson(stateFile);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < state.renters.length) {
        const renter = state.renters[next++];
        const res = await call('POST', '/api/users/login', {
          body: { mobile: renter.mobile, password: PASSWORD },
          from: renter.address,
        });
        if (res.status !== 200) fail(`sign-in answered ${res.status}: ${res.text}`);
        renter.token = JSON.parse(res.text).token;
      }
    }),
  );
  writeFileSync(stateFile, JSON.stringify(state));
  console.log(`drill: ${state.renters.length} renters signed in through the proxy`);
}

async function run(stateFile, phase, offset, out) {
  const state = readJson(stateFile);
  const stopFile = process.env.DRILL_STOP_FILE;
  const started = Date.now();
  const result = { phase, requests: 0, accepted: [], failures: {} };
  let next = Number(offset);
  const done = () =>
    (stopFile && existsSync(stopFile)) ||
    next >= MAX_REQUESTS ||
    Date.now() - started > MAX_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (!done()) {
        const g = next++;
        // Each request its own car and period, so none is refused for an overlap.
        const renter = state.renters[g % state.renters.length];
        const pickupDate = kolkataDate(2 + 3 * Math.floor(g / state.cars.length));
        const res = await call('POST', '/api/bookings/book', {
          token: renter.token,
          from: renter.address,
          body: {
            carId: state.cars[g % state.cars.length],
            customerName: 'Drill Renter',
            customerEmail: 'renter@example.com',
            customerPhone: '9876543210',
            address: '12 MG Road, Ameerpet',
            city: 'Hyderabad',
            state: 'Telangana',
            pinCode: '500016',
            country: 'India',
            dateOfBirth: '1990-05-15',
            driverLicenseNumber: 'TS0920190012345',
            dlIssuedState: 'Telangana',
            purpose: 'Family trip',
            destination: 'Warangal',
            originalDocumentsSubmitted: 'Aadhaar + Original Licence',
            notes: '',
            pickupDate,
            pickupTime: '09:00',
            returnDate: pickupDate,
            returnTime: '18:00',
          },
        });
        result.requests += 1;
        if (res.status === 201) result.accepted.push(JSON.parse(res.text)._id);
        else {
          const key = `${res.status} ${res.text.slice(0, 80)}`;
          result.failures[key] = (result.failures[key] ?? 0) + 1;
        }
      }
    }),
  );
  result.seconds = Math.round((Date.now() - started) / 100) / 10;
  result.next = next;
  writeFileSync(out, JSON.stringify(result));
  const failed = Object.values(result.failures).reduce((a, b) => a + b, 0);
  console.log(
    `drill: ${phase}: ${result.requests} requests in ${result.seconds} s, ` +
      `${result.accepted.length} booked, ${failed} failed`,
  );
  for (const [why, n] of Object.entries(result.failures)) console.log(`  ${n} × ${why}`);
}

const acceptedOf = (files) => files.flatMap((file) => readJson(file).accepted);

async function records(url, files) {
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

async function verify(url, logsDir, files) {
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

async function compare(url, restoredUrl, files) {
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

const [command, ...args] = process.argv.slice(2);
const commands = {
  seed: () => seed(args[0], args[1]),
  signin: () => signin(args[0]),
  run: () => run(args[0], args[1], args[2], args[3]),
  records: () => records(args[0], args.slice(1)),
  verify: () => verify(args[0], args[1], args.slice(2)),
  compare: () => compare(args[0], args[1], args.slice(2)),
};
if (!commands[command]) fail(`unknown command ${command}`);
await commands[command]();
