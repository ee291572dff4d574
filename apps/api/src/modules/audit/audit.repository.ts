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

export interface AuditFilter {
  actorId?: string;
  /** A booking id, or the reference (its last 8 characters, lower case). */
  bookingId?: string;
  bookingReference?: string;
  carId?: string;
  /** Instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

function filtered(db: Db, f: AuditFilter) {
  return db
    .selectFrom('audit_log')
    .$if(f.actorId !== undefined, (qb) => qb.where('audit_log.actor_id', '=', f.actorId!))
    .$if(f.bookingId !== undefined, (qb) => qb.where('audit_log.booking_id', '=', f.bookingId!))
    .$if(f.bookingReference !== undefined, (qb) =>
      qb.where('audit_log.booking_id', 'like', `%${f.bookingReference!}`),
    )
    .$if(f.carId !== undefined, (qb) => qb.where('audit_log.car_id', '=', f.carId!))
    .$if(f.from !== undefined, (qb) => qb.where('audit_log.at', '>=', f.from!))
    .$if(f.to !== undefined, (qb) => qb.where('audit_log.at', '<', f.to!));
}

/** One page, newest first (the index on at, id serves it), with the actor, and the total. */
export async function listAuditEntries(
  db: Db,
  f: AuditFilter,
  page: { limit: number; offset: number },
) {
  const rows = await filtered(db, f)
    .leftJoin('admins', 'admins.id', 'audit_log.actor_id')
    // A document entry names the kind and whose it is, so the sentence can say so.
    .leftJoin('documents', (join) =>
      join
        .onRef('documents.id', '=', 'audit_log.entity_id')
        .on('audit_log.entity', '=', 'document'),
    )
    .leftJoin('customers', 'customers.id', 'documents.customer_id')
    .selectAll('audit_log')
    .select([
      'admins.name as actor_name',
      'admins.email as actor_email',
      'admins.role as actor_role',
      'admins.branch as actor_branch',
      'documents.kind as document_kind',
      'customers.name as document_owner',
    ])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

/** Every admin account, for the person filter: by name, then e-mail. */
export function listActors(db: Db) {
  return db
    .selectFrom('admins')
    .select(['id', 'name', 'email', 'role'])
    .orderBy('name')
    .orderBy('email')
    .execute();
}
