import type { z } from 'zod';
import {
  STAFF_MESSAGES,
  type AdminMe,
  type StaffMember,
  type UpdateStaffSchema,
} from '@rental/shared/staff';
import type { Db, Deps } from '../../deps';
import { NotFoundError, UnauthorizedError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { twoFactorRequired } from '../settings/settings.service';
import { toAdminMe, toStaffMember } from './staff-json';
import * as repo from './staff.repository';
import { clearTwoFactor } from './two-factor.repository';

// docs/product.md#back-office: the owner's list of staff, and the changes to an account: name,
// branch, disabled or enabled, two-factor reset; every change is in the audit log. The accounts'
// set-password links are in staff-invites.ts, the two-factor rule in two-factor-policy.ts.

export async function listStaff(deps: Pick<Deps, 'db'>): Promise<StaffMember[]> {
  return (await repo.listAdmins(deps.db)).map(toStaffMember);
}

/** GET /api/admin/me. */
export async function adminMe(deps: Pick<Deps, 'db'>, adminId: string): Promise<AdminMe> {
  const row = await repo.findAdmin(deps.db, adminId);
  if (!row) throw new UnauthorizedError('Your session has ended. Please sign in again.');
  return toAdminMe(row, await twoFactorRequired(deps));
}

/** A staff account (the owner's own is not managed here), read inside the transaction. */
export async function staffRow(db: Db, id: string): Promise<repo.AdminRow> {
  const row = await repo.findAdmin(db, id);
  if (!row || row.role !== 'staff') throw new NotFoundError(STAFF_MESSAGES.staffNotFound);
  return row;
}

/** PATCH /api/admin/staff/{id}: a new name or branch; a new branch applies at the next request. */
export async function updateStaff(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
  change: z.output<typeof UpdateStaffSchema>,
): Promise<StaffMember> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await staffRow(trx, id);
    const before: Record<string, string | null> = {};
    const after: Record<string, string> = {};
    for (const key of ['name', 'branch'] as const) {
      const value = change[key];
      if (value !== undefined && value !== row[key]) {
        before[key] = row[key];
        after[key] = value;
      }
    }
    if (Object.keys(after).length > 0) {
      await repo.updateStaff(trx, id, after);
      await recordAudit(
        { db: trx, clock: deps.clock },
        { actorId, action: 'staff.update', entity: 'admin', entityId: id, before, after },
      );
    }
    return toStaffMember((await repo.findAdmin(trx, id))!);
  });
}

/** POST /api/admin/staff/{id}/disable or /enable; disabling ends the sessions at once. */
export async function setStaffEnabled(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
  enabled: boolean,
): Promise<StaffMember> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await staffRow(trx, id);
    const wasEnabled = row.disabled_at === null;
    if (wasEnabled !== enabled) {
      if (enabled) await repo.enableStaff(trx, id);
      else await repo.disableStaff(trx, id, deps.clock().toISOString());
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId,
          action: enabled ? 'staff.enable' : 'staff.disable',
          entity: 'admin',
          entityId: id,
          before: { enabled: wasEnabled },
          after: { enabled },
        },
      );
    }
    return toStaffMember((await repo.findAdmin(trx, id))!);
  });
}

/**
 * POST /api/admin/staff/{id}/two-factor/reset: for a member who lost their phone and their
 * recovery codes. Their sessions stay; they set two-factor up again at their next sign-in when
 * it is required. Nothing to reset leaves no audit entry.
 */
export async function resetStaffTwoFactor(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
): Promise<StaffMember> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await staffRow(trx, id);
    if (row.totp_secret !== null || row.totp_enabled_at !== null) {
      await clearTwoFactor(trx, id);
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId,
          action: 'staff.two_factor_reset',
          entity: 'admin',
          entityId: id,
          before: { twoFactor: row.totp_enabled_at !== null },
          after: { twoFactor: false },
        },
      );
    }
    return toStaffMember((await repo.findAdmin(trx, id))!);
  });
}
