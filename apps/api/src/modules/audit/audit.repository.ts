import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

// All SQL of the audit log (docs/product.md#back-office): who changed what, when, with the values
// before and after. Written in the same transaction as the change it records.

export interface AuditEntry {
  /** The admin account (owner or staff) that made the change. */
  actorId: string;
  /** entity.verb, e.g. car.update, booking.status, payment.decide, staff.add. */
  action: string;
  entity: string;
  entityId: string;
  bookingId?: string | null;
  carId?: string | null;
  /** The changed values before; omitted for a creation. */
  before?: Record<string, unknown> | null;
  /** The changed values after; omitted for a deletion. */
  after?: Record<string, unknown> | null;
}

export async function insertAuditEntry(db: Db, at: string, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at,
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      booking_id: entry.bookingId ?? null,
      car_id: entry.carId ?? null,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}
