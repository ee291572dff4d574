import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from './config';
import { pgTarget, runPgTool } from './db/pg-tools';

// npm run db:backup [file]: a consistent copy of the database, safe while the site runs, readable
// by its owner only (it holds renters' details and documents). SQLite: the online backup reads
// a snapshot through its own connection. PostgreSQL: pg_dump's custom format, one snapshot,
// restored with npm run db:restore (docs/deploy.md#backups).

async function main(): Promise<void> {
  const config = loadConfig();
  // Every file and folder this makes is its owner's alone, from the moment it exists.
  process.umask(0o077);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = config.databaseUrl ? 'pgdump' : 'sqlite';
  const target = path.resolve(
    process.argv[2] ?? path.join(config.dataDir, 'backups', `rental-${stamp}.${extension}`),
  );
  mkdirSync(path.dirname(target), { recursive: true });
  if (config.databaseUrl) {
    const pg = pgTarget(config.databaseUrl);
    runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, pg.url],
      pg,
    );
  } else {
    const source = path.join(config.dataDir, 'rental.sqlite');
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(target);
    } finally {
      db.close();
    }
  }
  chmodSync(target, 0o600);
  console.log(`Backup written to ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
