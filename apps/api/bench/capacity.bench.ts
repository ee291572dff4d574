import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { IDEMPOTENCY_HEADER } from '@rental/shared/constants';
import { nthBooking, searchPaths } from './bench-requests';
import { runBalancer, runBare } from './capacity-balancer';
import { seed, serverEntry, startServer, stopServer, type Seeded } from './capacity-servers';
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

if (process.argv[2] === 'balancer') runBalancer();
else if (process.argv[2] === 'bare') runBare();
else await main();

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
