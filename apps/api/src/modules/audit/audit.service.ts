import type { Deps } from '../../deps';
import { insertAuditEntry, type AuditEntry } from './audit.repository';

export type { AuditEntry } from './audit.repository';

/**
 * Keeps an admin's write in the audit log. Pass the transaction of the change as `db`, so the
 * entry and the change are kept or lost together.
 */
export function recordAudit(deps: Pick<Deps, 'db' | 'clock'>, entry: AuditEntry): Promise<void> {
  return insertAuditEntry(deps.db, deps.clock().toISOString(), entry);
}
