import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness } from '../test/harness';
import type { Db } from './database';
import { inSharedCommit } from './shared-commit';

// Writes queued together on SQLite run in one transaction, each in its own savepoint.

describe('a commit shared by writes queued together (SQLite)', () => {
  const h = new Harness('sqlite');
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const deps = () => ({ db: h.app.db, dbKind: h.app.dbKind });
  const put = (trx: Db, name: string) =>
    trx.insertInto('settings').values({ name, value: 'x', created_at: 'now' }).execute();
  const stored = async (prefix: string) =>
    (
      await h.app.db
        .selectFrom('settings')
        .select('name')
        .where('name', 'like', `${prefix}%`)
        .execute()
    )
      .map((row) => row.name)
      .sort();

  it('keeps each write apart: one that fails takes back only its own changes', async () => {
    const outcomes = await Promise.allSettled(
      ['a1', 'a2', 'a3', 'a4'].map((name) =>
        inSharedCommit(deps(), async (trx) => {
          await put(trx, name);
          if (name === 'a3') throw new Error('refused');
          return name;
        }),
      ),
    );
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
      'a1',
      'a2',
      'Error: refused',
      'a4',
    ]);
    expect(await stored('a')).toEqual(['a1', 'a2', 'a4']);
  });

  it('runs them in arrival order, each seeing the writes before it', async () => {
    const counts = await Promise.all(
      [1, 2, 3].map(() =>
        inSharedCommit(deps(), async (trx) => {
          const rows = await trx
            .selectFrom('settings')
            .select('name')
            .where('name', 'like', 'b%')
            .execute();
          await put(trx, `b${rows.length + 1}`);
          return rows.length;
        }),
      ),
    );
    expect(counts).toEqual([0, 1, 2]);
  });

  it('takes a write queued while a commit runs into the next one', async () => {
    let second: Promise<string> | undefined;
    const first = inSharedCommit(deps(), async (trx) => {
      await put(trx, 'c1');
      second = inSharedCommit(deps(), async (inner) => {
        await put(inner, 'c2');
        return 'c2';
      });
      return 'c1';
    });
    expect(await first).toBe('c1');
    expect(await second).toBe('c2');
    expect(await stored('c')).toEqual(['c1', 'c2']);
  });

  it('refuses every write of a transaction that fails as a whole, and stores none', async () => {
    const outcomes = await Promise.allSettled([
      inSharedCommit(deps(), (trx) => put(trx, 'd1')),
      // Ends the shared transaction under the others' feet, as a failing disk would.
      inSharedCommit(deps(), async (trx) => {
        await put(trx, 'd2');
        await sql`rollback`.execute(trx);
      }),
      inSharedCommit(deps(), (trx) => put(trx, 'd3')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored('d')).toEqual([]);
    // The next writes get a transaction of their own again.
    await inSharedCommit(deps(), (trx) => put(trx, 'd4'));
    expect(await stored('d')).toEqual(['d4']);
  });
});
