// The deploy drill's load generator and checks (scripts/deploy-drill.sh, docs/deploy.md#drill).
// Bounded in count and time and loopback only. Subcommands:
//   seed <db-url> <state.json>              renters and cars straight into the database
//   signin <state.json>                     a token per renter, through the proxy
//   run <state.json> <phase> <offset> <out.json>   books until DRILL_STOP_FILE exists
//   records <db-url> <result.json>...       a payment, invoice and document on a few bookings
//   verify <db-url> <logs-dir> <result.json>...    accepted bookings stored, messages sent once
//   compare <db-url> <restored-url> <result.json>... the restore holds every record
// The load goes through the proxy from here; what goes straight to the database is in
// drill-database.mjs.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import {
  compare,
  fail,
  PASSWORD,
  readJson,
  records,
  RENTERS,
  seed,
  verify,
} from './drill-database.mjs';

/** The booking limit per account is 10 in 10 minutes: renters take turns, so none reaches it. */
const MAX_REQUESTS = RENTERS * 9;
const MAX_SECONDS = 180;
const CONCURRENCY = 6;
const BASE = process.env.DRILL_URL ?? 'https://localhost:3600';
const agent = new https.Agent({
  keepAlive: true,
  ca: process.env.DRILL_CA ? readFileSync(process.env.DRILL_CA) : undefined,
});

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

const kolkataDate = (days) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

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
