import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  INVITE_TTL_HOURS,
  STAFF_MESSAGES,
  type AcceptInviteSchema,
  type AddStaffSchema,
  type AdminMe,
  type PasswordSet,
  type StaffInvite,
  type StaffMember,
  type TwoFactorPolicy,
  type UpdateStaffSchema,
} from '@rental/shared/staff';
import type { Db, Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError, UnauthorizedError } from '../../errors';
import { hashPassword } from '../../lib/password-hash';
import { recordAudit } from '../audit/audit.service';
import { queueStaffInvite } from '../outbox/outbox.service';
import { setTwoFactorRequired, twoFactorRequired } from '../settings/settings.service';
import { toAdminMe, toStaffMember, UNSET_PASSWORD } from './staff-json';
import * as repo from './staff.repository';
import { clearTwoFactor } from './two-factor.repository';
import { welcomeSetupChallenge } from './two-factor-challenge';

// docs/product.md#back-office: the owner adds branch staff, who set their own password through
// a one-time link, and disables or enables them; every change is in the audit log.

type WriteDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'outbox'>;

/** Where the set-password screen lives; the token goes in the fragment, which no server logs. */
const WELCOME_PATH = '/admin/welcome#token=';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
async function staffRow(db: Db, id: string): Promise<repo.AdminRow> {
  const row = await repo.findAdmin(db, id);
  if (!row || row.role !== 'staff') throw new NotFoundError(STAFF_MESSAGES.staffNotFound);
  return row;
}

/**
 * A new one-time link for the account, the earlier ones retired; e-mailed through the outbox
 * when SMTP is set (without it the mail would only go to the log, link and all). The e-mailed
 * link starts with PUBLIC_URL, never the request's Host or Origin, which whoever sends the
 * request chooses (docs/product.md#staff-and-roles); without PUBLIC_URL nothing is e-mailed
 * and the call is refused, before any link exists.
 */
async function newInvite(
  deps: WriteDeps,
  trx: Db,
  row: repo.AdminRow,
): Promise<Omit<StaffInvite, 'staff'>> {
  const emailed = !!deps.config.smtpUrl;
  const origin = deps.config.publicUrl;
  if (emailed && !origin) {
    throw new ConflictError(ERROR_CODES.publicUrlMissing, STAFF_MESSAGES.publicUrlMissing);
  }
  const now = deps.clock();
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000).toISOString();
  await repo.retireInvites(trx, row.id, now.toISOString());
  await repo.insertInvite(trx, {
    id,
    admin_id: row.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: expiresAt,
    used_at: null,
  });
  const link = `${WELCOME_PATH}${token}`;
  if (emailed && origin) {
    await queueStaffInvite(deps, trx, {
      inviteId: id,
      email: row.email,
      name: row.name,
      link: `${origin}${link}`,
      expiresAt,
    });
  }
  return { link, expiresAt, emailed };
}

/** POST /api/admin/staff: the account, and its set-password link shown this once. */
export async function addStaff(
  deps: WriteDeps,
  actorId: string,
  input: z.output<typeof AddStaffSchema>,
): Promise<StaffInvite> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const taken = () =>
      new ConflictError(ERROR_CODES.emailTaken, STAFF_MESSAGES.emailTaken, {
        email: STAFF_MESSAGES.emailTaken,
      });
    if (await repo.emailInUse(trx, input.email)) throw taken();
    const id = randomUUID();
    const inserted = await repo.insertStaff(trx, {
      id,
      email: input.email,
      name: input.name,
      role: 'staff',
      branch: input.branch,
      password_hash: UNSET_PASSWORD,
      created_at: deps.clock().toISOString(),
    });
    if (!inserted) throw taken();
    const row = (await repo.findAdmin(trx, id))!;
    const invite = await newInvite(deps, trx, row);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'staff.add',
        entity: 'admin',
        entityId: id,
        after: { name: input.name, email: input.email, branch: input.branch },
      },
    );
    return { staff: toStaffMember(row), ...invite };
  });
  if (answer.emailed) deps.outbox.wake();
  return answer;
}

/** POST /api/admin/staff/{id}/invite: a new link (the old ones stop working). */
export async function reinviteStaff(
  deps: WriteDeps,
  actorId: string,
  id: string,
): Promise<StaffInvite> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const row = await staffRow(trx, id);
    const invite = await newInvite(deps, trx, row);
    await recordAudit(
      { db: trx, clock: deps.clock },
      { actorId, action: 'staff.invite', entity: 'admin', entityId: id },
    );
    return { staff: toStaffMember(row), ...invite };
  });
  if (answer.emailed) deps.outbox.wake();
  return answer;
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

/**
 * POST /api/auth/welcome: the link's token sets the password, once. A link also starts the
 * account's two-factor afresh (the owner sends one after a lost phone): any earlier set-up is
 * cleared, and while the owner requires two-factor the answer carries the challenge that alone
 * may enrol the new phone; a password by itself never can (docs/product.md#back-office).
 */
export async function acceptInvite(
  deps: Pick<Deps, 'db' | 'clock' | 'secrets' | 'tokens'>,
  input: z.output<typeof AcceptInviteSchema>,
): Promise<PasswordSet> {
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock().toISOString();
    const adminId = await repo.claimInvite(trx, hashToken(input.token), now);
    const row = adminId ? await repo.findAdmin(trx, adminId) : undefined;
    if (!row || row.disabled_at !== null) {
      throw new AppError(400, ERROR_CODES.inviteInvalid, STAFF_MESSAGES.inviteInvalid);
    }
    await repo.setPassword(trx, row.id, passwordHash);
    const hadTwoFactor = row.totp_secret !== null || row.totp_enabled_at !== null;
    if (hadTwoFactor) await clearTwoFactor(trx, row.id);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: row.id,
        action: 'staff.set_password',
        entity: 'admin',
        entityId: row.id,
        ...(hadTwoFactor && { before: { twoFactor: true }, after: { twoFactor: false } }),
      },
    );
    // Signed with the new password's version, so an older password's sign-ins cannot use it.
    const challenge = await welcomeSetupChallenge(
      { db: trx, clock: deps.clock, secrets: deps.secrets, tokens: deps.tokens },
      (await repo.findAdmin(trx, row.id))!,
    );
    return challenge
      ? { message: STAFF_MESSAGES.setupNeeded, email: row.email, challenge }
      : { message: STAFF_MESSAGES.passwordSet, email: row.email };
  });
}

export async function twoFactorPolicy(deps: Pick<Deps, 'db'>): Promise<TwoFactorPolicy> {
  return { requireTwoFactor: await twoFactorRequired(deps) };
}

/**
 * PUT /api/admin/security: the owner requires (or stops requiring) two-factor sign-in, once their
 * own is on. Requiring it ends the open sessions of the other accounts without it, so nobody
 * carries on without it until their session runs out; those staff then need a new welcome link.
 */
export async function setTwoFactorPolicy(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  policy: TwoFactorPolicy,
): Promise<TwoFactorPolicy> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await twoFactorRequired({ db: trx });
    if (before === policy.requireTwoFactor) return;
    // Required before the owner has it would leave the owner the one account a stolen
    // password could still enrol.
    const owner = await repo.findAdmin(trx, actorId);
    if (policy.requireTwoFactor && !owner?.totp_enabled_at) {
      throw new ConflictError(ERROR_CODES.twoFactorOwnerFirst, STAFF_MESSAGES.ownerFirst);
    }
    await setTwoFactorRequired({ db: trx, clock: deps.clock }, policy.requireTwoFactor);
    if (policy.requireTwoFactor) await repo.endSessionsWithoutTwoFactor(trx, actorId);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'settings.two_factor_policy',
        entity: 'settings',
        entityId: 'require_two_factor',
        before: { requireTwoFactor: before },
        after: { requireTwoFactor: policy.requireTwoFactor },
      },
    );
  });
  return policy;
}
