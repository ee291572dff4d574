import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness } from '../test/harness';
import { ownerOnly } from './database';

// docs/product.md#security: the SQLite database and its backups hold every ID scan: their files
// are readable by their owner only, whatever the umask.

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('database and backup files', () => {
  const h = new Harness('sqlite');
  const previous = process.umask(0o022);
  beforeAll(() => h.start());
  afterAll(async () => {
    await h.stop();
    process.umask(previous);
  });

  it('creates the database, its log and its backup 0600', () => {
    const file = path.join(h.dataDir, 'rental.sqlite');
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'backup-')), 'copy.sqlite');
    execFileSync(process.execPath, ['--import', 'tsx', 'src/backup.ts', target], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: { ...process.env, DATA_DIR: h.dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      stdio: 'pipe',
    });
    expect(modeOf(target)).toBe(0o600);
  });

  it('narrows a database file left readable by an earlier start', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'modes-')), 'old.sqlite');
    writeFileSync(file, '', { mode: 0o644 });
    ownerOnly(file);
    expect(modeOf(file)).toBe(0o600);
  });
});
