import { Gauge, type Registry } from 'prom-client';
import type { Db, PoolUse } from '../../db/database';

// docs/deploy.md#metrics: figures read from the database at each scrape, so every process
// answers the same totals (the outbox and the bookings are shared by all of them).

export function registerDatabaseGauges(
  registry: Registry,
  db: Db,
  clock: () => Date,
  poolUse?: () => PoolUse,
): void {
  // First: a scrape reads the gauges in the order they were made, and the others' queries would
  // otherwise be counted here as requests waiting for a connection.
  if (poolUse) {
    new Gauge({
      name: 'rental_db_pool_connections',
      help: 'PostgreSQL connections of this process: max, open (total), idle, and requests waiting',
      labelNames: ['kind'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ kind: 'max' }, use.max);
        this.set({ kind: 'total' }, use.total);
        this.set({ kind: 'idle' }, use.idle);
        this.set({ kind: 'waiting' }, use.waiting);
      },
    });
  }

  new Gauge({
    name: 'rental_outbox_messages',
    help: 'Outbox messages by state: pending (due or later), retrying (pending after a failed try), sending, failed',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('messages')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .select((eb) =>
          eb.fn.sum<number>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('retried'),
        )
        .where('state', 'in', ['pending', 'sending', 'failed'])
        .groupBy('state')
        .execute();
      const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
      const retrying = Number(rows.find((r) => r.state === 'pending')?.retried ?? 0);
      for (const state of ['pending', 'sending', 'failed']) this.set({ state }, count(state));
      this.set({ state: 'retrying' }, retrying);
    },
  });

  new Gauge({
    name: 'rental_outbox_oldest_due_seconds',
    help: 'Age of the oldest pending message that is due: how far the outbox is behind',
    registers: [registry],
    async collect() {
      const now = clock();
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.min('due_at').as('oldest'))
        .where('state', '=', 'pending')
        .where('due_at', '<=', now.toISOString())
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(String(row.oldest)) : now.getTime();
      this.set(Math.max(0, (now.getTime() - oldest) / 1000));
    },
  });

  new Gauge({
    name: 'rental_bookings',
    help: 'Bookings by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('bookings')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
}
