import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Migration,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { Database } from './schema';
import { startCheckpointer } from './sqlite-checkpoint';
import { holdServerLock, type ServerLock } from './sqlite-lock';

/** The database or a transaction of it (a Transaction is a Kysely); every repository takes it. */
export type Db = Kysely<Database>;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  /** Path of the SQLite file (for backups); undefined on PostgreSQL. */
  sqlitePath?: string;
  /** Ends what runs beside the database (SQLite's checkpoints); call after db.destroy(). */
  stop(): Promise<void>;
  /** PostgreSQL's connection pool in use (for the metrics); undefined on SQLite's one file. */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * docs/product.md#configuration: PostgreSQL when DATABASE_URL is postgres://, else SQLite under the
 * data directory.
 */
/**
 * docs/product.md#security: the database holds every ID scan and the secrets, so its file is
 * readable by its owner only (0600), whatever the umask; SQLite gives its -wal and -shm files the
 * same mode. An existing file from an earlier start is narrowed too.
 */
export function ownerOnly(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  for (const extra of [`${file}-wal`, `${file}-shm`])
    if (existsSync(extra)) chmodSync(extra, 0o600);
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when PostgreSQL ends an idle connection (a restart, or an administrator). */
  onConnectionLost?: (error: Error) => void;
}): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_MAX });
    // The pool drops such a connection and opens another when needed; unheard, the error event
    // would end the whole process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      stop: async () => {},
      poolUse: () => ({
        max: POOL_MAX,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlitePath = path.join(options.dataDir, 'rental.sqlite');
  const lock = holdServerLock(sqlitePath);
  ownerOnly(sqlitePath);
  const sqlite = new SQLite(sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  // Checkpoints run in a worker thread (sqlite-checkpoint.ts); this connection checkpoints by
  // itself only if the log ever grows past 40 MB (10,000 pages).
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpointer = startCheckpointer(sqlitePath);
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({
        database: withStatementCache(sqlite, lock),
      }),
    }),
    kind: 'sqlite',
    sqlitePath,
    stop: () => checkpointer.stop(),
  };
}

/**
 * Every transaction of the app writes, so each takes the write lock at BEGIN (IMMEDIATE) and
 * waits for it there (busy_timeout). A deferred BEGIN would read first and then fail with
 * SQLITE_BUSY at its first write whenever another connection had written in between, since
 * its snapshot is then stale and SQLite cannot wait that out.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

const POOL_MAX = 10;
const STATEMENT_CACHE_SIZE = 500;
const BACKSTOP_CHECKPOINT_PAGES = 10_000;
/**
 * The default page cache (2 MB) held a fraction of the indexes a booking writes into at random
 * places (its UUIDs), so most writes began by reading a page back from the file.
 */
const PAGE_CACHE_KIB = 64 * 1024;
/** Reads map the file instead of copying each page through a read call. */
const MMAP_BYTES = 256 * 1024 * 1024;

/**
 * Kysely prepares every query anew; on the hot reads (the search by dates runs one query with a
 * subquery per car) preparing costs about as much as running. Prepared statements are kept by
 * SQL text, the least recently used dropped first; SQLite re-prepares one by itself when the
 * schema changes. A statement still busy (a query being streamed) is never shared.
 */
function withStatementCache(sqlite: SQLite.Database, lock: ServerLock): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      sqlite.close();
      lock.release();
    },
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
