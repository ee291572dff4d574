import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';

// One server process per SQLite file (docs/decisions/011-shared-state-in-the-database.md): the
// rate limits, caches and statement cache of a second one would not be shared, and better-sqlite3
// waits for a lock by blocking its whole process. The lock is an exclusive SQLite lock on a small
// file next to the database: the operating system drops it when the process ends, however it
// ends, so a crash never leaves a stale lock behind. The pid file only names the holder.

export class DatabaseInUseError extends Error {}

export interface ServerLock {
  release(): void;
}

export function holdServerLock(sqlitePath: string): ServerLock {
  const lockPath = `${sqlitePath}.lock`;
  const pidPath = `${sqlitePath}.pid`;
  const lock = new SQLite(lockPath);
  try {
    lock.pragma('busy_timeout = 0');
    // In exclusive locking mode the lock taken by the first write is kept until close.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('create table if not exists server_lock (id integer primary key)');
    lock.exec('insert or replace into server_lock (id) values (1)');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new DatabaseInUseError(
        `Another server process${holderOf(pidPath)} already uses the SQLite database ${sqlitePath}: ` +
          'stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.',
      );
    }
    throw error;
  }
  writeFileSync(pidPath, `${process.pid}\n`);
  return {
    release() {
      lock.close();
      rmSync(pidPath, { force: true });
    },
  };
}

function holderOf(pidPath: string): string {
  try {
    const pid = Number.parseInt(readFileSync(pidPath, 'utf8'), 10);
    return Number.isInteger(pid) ? ` (pid ${pid})` : '';
  } catch {
    return '';
  }
}
