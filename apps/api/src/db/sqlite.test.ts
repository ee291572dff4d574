import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { Harness } from '../test/harness';

// Holds the write lock of the database from another process, as a second writer would, and
// writes a row before letting go.
const HOLDER = `
const SQLite = require('better-sqlite3');
const db = new SQLite(process.argv[1]);
db.exec('begin immediate');
db.prepare("insert into settings (name, value, created_at) values ('other', 'x', 'now')").run();
process.stdout.write('locked\\n');
setTimeout(() => { db.exec('commit'); db.close(); }, 400);
`;

describe('SQLite shared by another process', () => {
  const h = new Harness('sqlite');
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('waits for the write lock instead of failing with SQLITE_BUSY', async () => {
    const holder = spawn(process.execPath, ['-e', HOLDER, path.join(h.dataDir, 'rental.sqlite')], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [chunk] = (await once(holder.stdout, 'data')) as [Buffer];
    expect(chunk.toString()).toBe('locked\n');

    // Reads, then writes: deferred, this failed once the other process had committed.
    const names = await h.app.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('settings').select('name').execute();
      await trx
        .insertInto('settings')
        .values({ name: 'mine', value: 'y', created_at: 'now' })
        .execute();
      return before.map((row) => row.name);
    });
    expect(names).toContain('other');
    const [code] = await once(holder, 'exit');
    expect(code).toBe(0);
  });

  it('refuses a second server on the same file with one line naming the holder', async () => {
    await expect(buildApp({ config: h.config, logger: false })).rejects.toThrow(
      new RegExp(
        `^Another server process \\(pid ${process.pid}\\) already uses the SQLite database .*rental\\.sqlite: ` +
          'stop it first, or use PostgreSQL \\(DATABASE_URL\\) to run several processes\\.$',
      ),
    );
    // The first one is unharmed, and once it has stopped the next one starts.
    expect((await h.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await h.restart();
    expect((await h.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
