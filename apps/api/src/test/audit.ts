import { expect } from 'vitest';
import { TEST_ADMIN, type Harness } from './harness';

// What the audit tests share: the stored entries of an entity, read straight from the table.

export interface StoredEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  bookingId: string | null;
  carId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Every entry about `entityId` (or a booking or car), oldest first. */
export async function entriesOf(
  h: Harness,
  where: { entityId?: string; bookingId?: string; carId?: string },
): Promise<StoredEntry[]> {
  const rows = await h.app.db
    .selectFrom('audit_log')
    .selectAll()
    .$if(!!where.entityId, (qb) => qb.where('entity_id', '=', where.entityId!))
    .$if(!!where.bookingId, (qb) => qb.where('booking_id', '=', where.bookingId!))
    .$if(!!where.carId, (qb) => qb.where('car_id', '=', where.carId!))
    .orderBy('at')
    .orderBy('action')
    .execute();
  return rows.map((r) => ({
    actorId: r.actor_id,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    bookingId: r.booking_id,
    carId: r.car_id,
    before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
    after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
  }));
}

/** The one entry about `entityId`; fails unless there is exactly one. */
export async function onlyEntryOf(h: Harness, entityId: string): Promise<StoredEntry> {
  const entries = await entriesOf(h, { entityId });
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

export async function countEntries(h: Harness): Promise<number> {
  const row = await h.app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The owner's account id (the ADMIN_EMAIL account the app makes at start). */
export async function ownerId(h: Harness): Promise<string> {
  const row = await h.app.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  return row.id;
}
