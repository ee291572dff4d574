import { randomBytes, randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { z } from 'zod';
import {
  ADMIN_ACCOUNT_MESSAGES,
  type AdminLoginAnswer,
  type AdminLoginSchema,
  type ChangeAdminPasswordSchema,
} from '@rental/shared/admin';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { Deps } from '../../deps';
import { AppError, UnauthorizedError } from '../../errors';
import { afterPassword } from '../staff/two-factor.service';
import { hashPassword } from '../../lib/password-hash';
import * as repo from './admin-auth.repository';

/** Used when no admin exists and ADMIN_EMAIL is unset (docs/product.md#configuration). */
export const GENERATED_ADMIN_EMAIL = 'admin@selfdrive.local';

// Checked against when the e-mail is unknown, so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function login(
  deps: Pick<Deps, 'db' | 'tokens' | 'clock' | 'secrets'>,
  input: z.output<typeof AdminLoginSchema>,
): Promise<AdminLoginAnswer> {
  const admin = await repo.findAdminByEmail(deps.db, input.email);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const stored = admin?.password_hash ?? (await dummyHash);
  const matches = await verify(stored, input.password).catch(() => false);
  // An admin that ADMIN_EMAIL no longer names answers like a wrong password.
  if (!admin || admin.disabled_at !== null || !matches) {
    throw new UnauthorizedError('Invalid e-mail or password.', ERROR_CODES.invalidCredentials);
  }
  // docs/product.md#back-office: with two-factor on (or required), a code comes first.
  return afterPassword(deps, admin);
}

/**
 * docs/product.md#configuration: with ADMIN_EMAIL and ADMIN_PASSWORD the admin is created or its
 * password set at every start as the owner, and any other owner account (an earlier
 * ADMIN_EMAIL's) is disabled: it can no longer sign in and its tokens stop working. Staff
 * accounts are the owner's to manage and stay as they are. Without them, and with no admin at all,
 * one is created with a random password that is written to the log once.
 */
export async function ensureAdmin(
  deps: Pick<Deps, 'db' | 'config' | 'log' | 'clock'>,
): Promise<void> {
  const { adminEmail, adminPassword } = deps.config;
  const now = deps.clock().toISOString();
  if (adminEmail && adminPassword) {
    const email = adminEmail.trim().toLowerCase();
    await setConfiguredAdmin(deps, email, adminPassword);
    const disabled = await repo.disableOwnersOtherThan(deps.db, email, now);
    if (disabled > 0) {
      deps.log.warn(`ADMIN_EMAIL names ${email}: ${disabled} other owner account(s) disabled.`);
    }
    return;
  }
  if ((await repo.countAdmins(deps.db)) > 0) return;
  const password = randomBytes(18).toString('base64url');
  const created = await repo.insertAdminIfAbsent(deps.db, {
    id: randomUUID(),
    email: GENERATED_ADMIN_EMAIL,
    password_hash: await hashPassword(password),
    created_at: now,
  });
  // Another process starting at the same moment may have won; only the winner's password works.
  if (created) {
    deps.log.warn(
      `No admin account existed, so one was created. Sign in at /admin with e-mail ` +
        `${GENERATED_ADMIN_EMAIL} and password ${password} . This is shown only once; set ` +
        `ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.`,
    );
  }
}

/** Creates the configured admin, or sets its password when it changed (ending its sessions). */
async function setConfiguredAdmin(
  deps: Pick<Deps, 'db' | 'clock'>,
  email: string,
  password: string,
): Promise<void> {
  const existing = await repo.findAdminByEmail(deps.db, email);
  if (!existing) {
    // Another process starting at the same moment may insert it first; either row will do.
    await repo.insertAdminIfAbsent(deps.db, {
      id: randomUUID(),
      email,
      password_hash: await hashPassword(password),
      created_at: deps.clock().toISOString(),
    });
    return;
  }
  if (!(await verify(existing.password_hash, password).catch(() => false))) {
    await repo.setAdminPassword(deps.db, existing.id, await hashPassword(password));
  }
  if (existing.disabled_at) await repo.enableAdmin(deps.db, existing.id);
  // A staff account ADMIN_EMAIL now names becomes the owner.
  if (existing.role !== 'owner') await repo.makeOwner(deps.db, existing.id);
}

/** How the bookings' history and the maintenance blocks record an admin: the e-mail, else the id. */
export async function adminRecordedAs(deps: Pick<Deps, 'db'>, adminId: string): Promise<string> {
  return (await repo.findAdminEmail(deps.db, adminId)) ?? adminId;
}

/**
 * docs/product.md#back-office: an admin changes their own password with the current one, so a
 * borrowed session alone cannot; every session ends, this one included (the version moves on).
 */
export async function changePassword(
  deps: Pick<Deps, 'db'>,
  adminId: string,
  input: z.output<typeof ChangeAdminPasswordSchema>,
): Promise<void> {
  const admin = await repo.findAdminById(deps.db, adminId);
  const matches =
    admin && (await verify(admin.password_hash, input.currentPassword).catch(() => false));
  if (!admin || !matches) {
    const message = ADMIN_ACCOUNT_MESSAGES.wrongPassword;
    throw new AppError(400, ERROR_CODES.invalidCredentials, message, { currentPassword: message });
  }
  await repo.setAdminPassword(deps.db, adminId, await hashPassword(input.newPassword));
}
