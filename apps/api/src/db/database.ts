import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  /** Path of the SQLite file (for backups); undefined on PostgreSQL. */
  sqlitePath?: string;
}

/** decisions 1: PostgreSQL when DATABASE_URL is postgres://, else SQLite under the data directory. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlitePath = path.join(options.dataDir, 'rental.sqlite');
  const sqlite = new SQLite(sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    kind: 'sqlite',
    sqlitePath,
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
