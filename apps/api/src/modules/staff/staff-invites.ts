import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  INVITE_TTL_HOURS,
  STAFF_MESSAGES,
  type AcceptInviteSchema,
  type AddStaffSchema,
  type PasswordSet,
  type StaffInvite,
} from '@rental/shared/staff';
import type { Db, Deps } from '../../deps';
import { AppError, ConflictError } from '../../errors';
import { hashPassword } from '../../lib/password-hash';
import { recordAudit } from '../audit/audit.service';
import { queueStaffInvite } from '../outbox/outbox.service';
import { toStaffMember, UNSET_PASSWORD } from './staff-json';
import * as repo from './staff.repository';
import { staffRow } from './staff.service';
import { welcomeSetupChallenge } from './two-factor-challenge';
import { clearTwoFactor } from './two-factor.repository';

// docs/product.md#back-office: the owner adds branch staff, who set their own password through
// a one-time link; the owner sends a new link when one is lost or has run out.

type WriteDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'outbox'>;

/** Where the set-password screen lives; the token goes in the fragment, which no server logs. */
const WELCOME_PATH = '/admin/welcome#token=';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
