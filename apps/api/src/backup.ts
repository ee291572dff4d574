import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from './config';
import { ownerOnly } from './db/database';

// npm run db:backup: a consistent copy of the SQLite database, safe while the site runs
// (SQLite's online backup reads a snapshot through its own connection).

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL points to PostgreSQL: back it up with pg_dump instead.');
    process.exit(1);
  }
  const source = path.join(config.dataDir, 'rental.sqlite');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = process.argv[2] ?? path.join(config.dataDir, 'backups', `rental-${stamp}.sqlite`);
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // Created 0600 before SQLite writes into it: a backup holds the ID scans too.
    ownerOnly(target);
    await db.backup(target);
    ownerOnly(target);
  } finally {
    db.close();
  }
  console.log(`Backup written to ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
