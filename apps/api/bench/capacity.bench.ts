import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { IDEMPOTENCY_HEADER } from '@rental/shared/constants';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { insertCars, insertCustomers } from './bench-data';
import { nthBooking, searchPaths } from './bench-requests';
import { measure, type Measured } from './measure';
import { type CpuUse, startCpuCount } from './process-cpu';

// Capacity benchmark (docs/capacity.md): the built server (apps/api/dist/server.js, run
// `npm run build` first) as one process on SQLite, and as 1, 2 and 4 processes on one PostgreSQL
// behind a round-robin load balancer (a child process of this script). Each setup is measured on
// a visitor's read (GET /api/cars/:id), a search by dates and the booking POST, at saturation.
// The balancer gives every request its own X-Forwarded-For address (the servers trust one hop),
// as if each came from another visitor, so the per-address limits do not refuse the load.
// PostgreSQL: CAPACITY_DATABASE_URL or TEST_DATABASE_URL (a database is created and dropped).
// Beside each figure it prints the CPU time one answer cost the server processes and PostgreSQL,
// counted from /proc until they are idle again (so a booking's messages sent right after it are
// in its cost), which holds on a machine with more cores; and, first, what the balancer alone
// carries in front of a bare server, the ceiling of every figure measured through it.
// Usage: npm run bench:capacity [-- 1,2,4]

const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 5);
const RENTERS = 5_000;
const JWT_SECRET = 'capacity-secret-that-is-long-enough-for-hs256';
const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../dist/server.js');

if (process.argv[2] === 'balancer') runBalancer();
else if (process.argv[2] === 'bare') runBare();
else await main();

/** A bare server answering every request with the same small JSON, for the balancer's ceiling. */
function runBare() {
  const body = JSON.stringify({ _id: 'bare', name: 'A car', pricePerDay: 2500 });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  bare.listen(0, '127.0.0.1', () => process.send!((bare.address() as AddressInfo).port));
}

/** A child process of this script in `mode`, and the port it listens on once it does. */
async function forkSelf(mode: string, args: string[] = []) {
  const child = fork(fileURLToPath(import.meta.url), [mode, ...args], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (p) => resolve(p as number)),
  );
  return { child, port };
}

/** Waits until the processes have been idle for half a second (at most 10 s), e.g. after sending. */
async function settle(count: () => CpuUse) {
  let last = count().serverMs;
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = count().serverMs;
    if (now - last < 10) return;
    last = now;
  }
}

/** The balancer: round robin over the ports in argv, one X-Forwarded-For address per request. */
function runBalancer() {
  const targets = process.argv.slice(3).map(Number);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let visitor = 0;
  const lb = http.createServer((req, res) => {
    const port = targets[next++ % targets.length]!;
    visitor = (visitor + 1) % 16_000_000;
    const address = `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const upstream = http.request(
      {
        port,
        host: '127.0.0.1',
        method: req.method,
        path: req.url,
        agent,
        headers: { ...req.headers, 'x-forwarded-for': address },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  lb.listen(0, '127.0.0.1', () => process.send!((lb.address() as AddressInfo).port));
}

interface Setup {
  name: string;
  databaseUrl?: string;
  processes: number;
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error('No apps/api/dist/server.js: run `npm run build`.');
  const counts = (process.argv[2] ?? '1,2,4').split(',').map(Number);
  const pgUrl = process.env.CAPACITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const setups: Setup[] = [{ name: 'SQLite, 1 process', processes: 1 }];
  let dropDatabase = async () => {};
  if (pgUrl) {
    const name = `rental_capacity_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    for (const n of counts) {
      setups.push({ name: `PostgreSQL, ${n} process(es)`, databaseUrl: url.href, processes: n });
    }
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    console.log('No CAPACITY_DATABASE_URL or TEST_DATABASE_URL: SQLite only.');
  }
  const results: { setup: string; route: string; result: Measured; cpu: CpuUse }[] = [];
  let seeded: Seeded | undefined;
  try {
    const bare = await forkSelf('bare');
    const lb = await forkSelf('balancer', [String(bare.port)]);
    const ceiling = await measure(
      { url: `http://127.0.0.1:${lb.port}/`, connections: 10 },
      SECONDS,
    );
    console.log(`The balancer alone, before a bare server: ${Math.round(ceiling.rps)}/s`);
    lb.child.kill();
    bare.child.kill();
    for (const setup of setups) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rental-capacity-'));
      // One PostgreSQL database for every PostgreSQL setup: seeded once, bookings accumulate.
      const data =
        setup.databaseUrl && seeded?.databaseUrl === setup.databaseUrl
          ? seeded
          : await seed(dataDir, setup.databaseUrl);
      seeded = data;
      const servers = await Promise.all(
        Array.from({ length: setup.processes }, () => startServer(dataDir, setup.databaseUrl)),
      );
      const { child: balancer, port: lbPort } = await forkSelf(
        'balancer',
        servers.map((s) => String(s.port)),
      );
      const base = `http://127.0.0.1:${lbPort}`;
      console.log(`\n${setup.name} ...`);
      const connections = 10 * setup.processes;
      const paths = searchPaths(500);
      let s = 0;
      let b = data.booked;
      const runs: [string, Parameters<typeof measure>[0]][] = [
        ['GET /api/cars/:id', { url: `${base}/api/cars/${data.carIds[0]}`, connections }],
        [
          'GET /api/cars?from&to',
          {
            url: `${base}/api/cars`,
            connections,
            requests: [
              {
                method: 'GET',
                setupRequest: (req) => ({ ...req, path: paths[s++ % paths.length] }),
              },
            ],
          },
        ],
        [
          'POST /api/bookings/book',
          {
            url: `${base}/api/bookings/book`,
            connections,
            requests: [
              {
                method: 'POST',
                setupRequest: (req) => {
                  const i = b++;
                  return {
                    ...req,
                    headers: {
                      'content-type': 'application/json',
                      authorization: `Bearer ${data.tokens[i % data.tokens.length]}`,
                      [IDEMPOTENCY_HEADER]: `capacity-${i}`,
                    },
                    body: JSON.stringify(nthBooking(i, data.carIds)),
                  };
                },
              },
            ],
          },
        ],
      ];
      const pids = servers.map((s) => s.child.pid!);
      for (const [route, options] of runs) {
        let count = () => ({ serverMs: 0, postgresMs: 0 });
        const result = await measure(options, SECONDS, () => {
          count = startCpuCount(pids);
        });
        await settle(count);
        const cpu = perAnswer(count(), result.requests);
        results.push({ setup: setup.name, route, result, cpu });
        console.log(
          `  ${route}: ${Math.round(result.rps)}/s, p99 ${result.p99.toFixed(1)} ms, ` +
            `non-2xx ${result.non2xx}, CPU ${cpu.serverMs.toFixed(2)} + ${cpu.postgresMs.toFixed(2)} ms`,
        );
      }
      data.booked = b;
      balancer.kill();
      await Promise.all(servers.map((s) => stopServer(s.child)));
      if (!setup.databaseUrl) rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await dropDatabase();
  }
  console.log(`\n${SECONDS} s per figure, 10 connections per process, through the balancer:`);
  console.table(
    results.map(({ setup, route, result, cpu }) => ({
      setup,
      route,
      'req/s': Math.round(result.rps),
      p50: `${result.p50.toFixed(1)} ms`,
      p99: `${result.p99.toFixed(1)} ms`,
      'non-2xx/errors': `${result.non2xx}/${result.errors}`,
      'server CPU/answer': `${cpu.serverMs.toFixed(2)} ms`,
      'PostgreSQL CPU/answer': `${cpu.postgresMs.toFixed(2)} ms`,
      // What one fully busy core would answer in an hour at that cost.
      'per core-hour': Math.round(3_600_000 / (cpu.serverMs + cpu.postgresMs)),
    })),
  );
}

function perAnswer(use: CpuUse, answers: number): CpuUse {
  return { serverMs: use.serverMs / answers, postgresMs: use.postgresMs / answers };
}

interface Seeded {
  databaseUrl?: string;
  carIds: string[];
  tokens: string[];
  booked: number;
}

/** Cars and renters written through an app on the same database, which is then closed. */
async function seed(dataDir: string, databaseUrl?: string): Promise<Seeded> {
  const app = await buildApp({
    config: {
      ...loadConfig({}),
      dataDir,
      databaseUrl,
      jwtSecret: JWT_SECRET,
      seedDemo: false,
      logLevel: 'silent',
      webDist: undefined,
    },
    logger: false,
  });
  const carIds = await insertCars(app, 200, 'Fleet car');
  const tokens = (await insertCustomers(app, RENTERS)).map((c) => c.token);
  await app.close();
  return { databaseUrl, carIds, tokens, booked: 0 };
}

async function startServer(dataDir: string, databaseUrl?: string) {
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // A renter holds a few bookings at a time in this run; the cap is not what is measured.
      MAX_PENDING_BOOKINGS: '50',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { port, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('a server did not start');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
