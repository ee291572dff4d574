import type { AuditEntry } from '@rental/shared/audit';
import type { AuditRow } from './audit.repository';

const values = (json: string | null) =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

/** A stored audit entry as the API answers it (AuditEntrySchema). */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: {
      id: row.actor_id,
      name: row.actor_name ?? '',
      email: row.actor_email ?? '',
      role: row.actor_role ?? null,
      branch: row.actor_branch ?? null,
    },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    bookingId: row.booking_id,
    carId: row.car_id,
    before: values(row.before),
    after: values(row.after),
    document: row.document_kind
      ? { kind: row.document_kind, ownerName: row.document_owner ?? '' }
      : null,
  };
}
