import { chmodSync, copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { ConfigError, loadConfig } from './config';
import { backupSummary } from './db/backup-summary';
import { openDatabase } from './db/database';
import { pgTarget, runPgTool, type PgTarget } from './db/pg-tools';

// npm run db:restore <file>: a backup of npm run db:backup into a fresh database, the one
// DATABASE_URL names (created when missing) or DATA_DIR's SQLite file. It refuses a database
// that already holds tables, so it never mixes a backup into live data (docs/deploy.md#backups).

async function restorePostgres(file: string, target: PgTarget): Promise<void> {
  const admin = new URL(target.connectionString);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    password: target.env.PGPASSWORD,
  });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      target.database,
    ]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(target.database)}`);
    }
  } finally {
    await client.end();
  }
  const db = new pg.Client({ connectionString: target.connectionString });
  await db.connect();
  try {
    const tables = await db.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    if ((tables.rows[0] as { n: number }).n > 0) {
      throw new Error(`Database ${target.database} is not empty: restore into a fresh one.`);
    }
  } finally {
    await db.end();
  }
  runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, file],
    target,
  );
}

function restoreSqlite(file: string, dataDir: string): void {
  const target = path.join(dataDir, 'rental.sqlite');
  if (existsSync(target)) {
    throw new Error(`${target} exists: restore into a fresh DATA_DIR, or move the file away.`);
  }
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
  } finally {
    check.close();
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  copyFileSync(file, target);
  chmodSync(target, 0o600);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    throw new Error('Usage: npm run db:restore -- <backup file> (it must exist).');
  }
  process.umask(0o077);
  if (config.databaseUrl) await restorePostgres(path.resolve(file), pgTarget(config.databaseUrl));
  else restoreSqlite(path.resolve(file), config.dataDir);

  const opened = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const counts = await backupSummary(opened.db);
    console.log(
      `Restored ${file}: ${Object.entries(counts)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}`,
    );
  } finally {
    await opened.db.destroy();
    await opened.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
