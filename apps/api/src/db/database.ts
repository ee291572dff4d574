import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** The database or a transaction of it (a Transaction is a Kysely); every repository takes it. */
export type Db = Kysely<Database>;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  /** Path of the SQLite file (for backups); undefined on PostgreSQL. */
  sqlitePath?: string;
}

/**
 * docs/product.md#configuration: PostgreSQL when DATABASE_URL is postgres://, else SQLite under the
 * data directory.
 */
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
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    kind: 'sqlite',
    sqlitePath,
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; on the hot reads (the search by dates runs one query with a
 * subquery per car) preparing costs about as much as running. Prepared statements are kept by
 * SQL text, the least recently used dropped first; SQLite re-prepares one by itself when the
 * schema changes. A statement still busy (a query being streamed) is never shared.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      const cached = cache.get(source);
      if (cached && !cached.busy) {
        // Move to the end: Map keeps insertion order, so the first key is the least recent.
        cache.delete(source);
        cache.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      if (!cached) {
        cache.set(source, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
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
