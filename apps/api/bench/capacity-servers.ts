import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { insertCars, insertCustomers } from './bench-data';

// The servers the capacity benchmark (capacity.bench.ts) measures: the data they share, seeded
// once, and each built server (apps/api/dist/server.js) started and stopped as its own process.

const RENTERS = 5_000;
const JWT_SECRET = 'capacity-secret-that-is-long-enough-for-hs256';
export const serverEntry = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../dist/server.js',
);

export interface Seeded {
  databaseUrl?: string;
  carIds: string[];
  tokens: string[];
  booked: number;
}

/** Cars and renters written through an app on the same database, which is then closed. */
export async function seed(dataDir: string, databaseUrl?: string): Promise<Seeded> {
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

export async function startServer(dataDir: string, databaseUrl?: string) {
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

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
