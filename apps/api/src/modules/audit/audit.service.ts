import type { z } from 'zod';
import {
  MAX_BOOKING_AUDIT_ENTRIES,
  type AuditActor,
  type AuditEntry as AuditAnswer,
  type AuditQuerySchema,
} from '@rental/shared/audit';
import type { StaffRole } from '@rental/shared/staff';
import { addDays, kolkataInstant } from '@rental/shared/kolkata-time';
import type { Deps } from '../../deps';
import { toAuditEntry } from './audit-json';
import {
  insertAuditEntry,
  listActors,
  listAuditEntries,
  type AuditEntry,
  type AuditFilter,
} from './audit.repository';

export type { AuditEntry } from './audit.repository';

type Fields = Record<string, unknown>;

/**
 * Keeps an admin's write in the audit log. Pass the transaction of the change as `db`, so the
 * entry and the change are kept or lost together.
 */
export function recordAudit(deps: Pick<Deps, 'db' | 'clock'>, entry: AuditEntry): Promise<void> {
  return insertAuditEntry(deps.db, deps.clock().toISOString(), entry);
}

/**
 * docs/decisions/019-audit-log.md: the fields whose value differs between two versions of a
 * record, each side holding only those; null when nothing changed. Values compare as JSON, so
 * lists and objects compare by content.
 */
export function changedFields(
  before: Fields,
  after: Fields,
): { before: Fields; after: Fields } | null {
  const changed = { before: {} as Fields, after: {} as Fields };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return Object.keys(changed.after).length ? changed : null;
}

/**
 * Records an edit with only the fields it changed; a write that changed nothing leaves no entry.
 * Answers whether an entry was written.
 */
export async function recordChange(
  deps: Pick<Deps, 'db' | 'clock'>,
  entry: Omit<AuditEntry, 'before' | 'after'>,
  before: Fields,
  after: Fields,
): Promise<boolean> {
  const changed = changedFields(before, after);
  if (!changed) return false;
  await recordAudit(deps, { ...entry, ...changed });
  return true;
}

type AuditQuery = z.output<typeof AuditQuerySchema>;

/** Midnight starting a Kolkata day, as the stored instants are written. */
const dayStart = (date: string) => kolkataInstant(date, '00:00')!.toISOString();

/** The 8-character booking reference renters see is the id's end (bookingReference). */
const REFERENCE = /^[0-9A-Fa-f]{8}$/;

/** GET /api/admin/audit: one page of entries, newest first, and the filtered total. */
export async function listAudit(
  deps: Pick<Deps, 'db'>,
  query: AuditQuery,
): Promise<{ entries: AuditAnswer[]; total: number }> {
  const filter: AuditFilter = {
    actorId: query.actorId,
    carId: query.carId,
    from: query.from && dayStart(query.from),
    to: query.to && dayStart(addDays(query.to, 1)),
  };
  if (query.bookingId && REFERENCE.test(query.bookingId)) {
    filter.bookingReference = query.bookingId.toLowerCase();
  } else {
    filter.bookingId = query.bookingId;
  }
  const { rows, total } = await listAuditEntries(deps.db, filter, query);
  return { entries: rows.map(toAuditEntry), total };
}

/** GET /api/admin/audit/actors: every admin account, for the person filter. */
export async function listAuditActors(deps: Pick<Deps, 'db'>): Promise<AuditActor[]> {
  return (await listActors(deps.db)).map((a) => ({ ...a, role: a.role as StaffRole }));
}

/** A booking's own changes, newest first (bookings.routes.ts checks who may see them). */
export async function auditOfBooking(
  deps: Pick<Deps, 'db'>,
  bookingId: string,
): Promise<AuditAnswer[]> {
  const { rows } = await listAuditEntries(
    deps.db,
    { bookingId },
    { limit: MAX_BOOKING_AUDIT_ENTRIES, offset: 0 },
  );
  return rows.map(toAuditEntry);
}
