import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import type { AdminLoginSchema, AdminSession } from '@rental/shared/admin';
import { ERROR_CODES } from '@rental/shared/api-error';
import { MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { UnauthorizedError } from '../../errors';
import * as repo from './admin-auth.repository';

/** Used when no admin exists and ADMIN_EMAIL is unset (docs/product.md#configuration). */
export const GENERATED_ADMIN_EMAIL = 'admin@selfdrive.local';

// @node-rs/argon2 hashes with argon2id by default (docs/product.md#security).
const hashPassword = (password: string) => hash(password);

// Checked against when the e-mail is unknown, so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function login(
  deps: Pick<Deps, 'db' | 'tokens'>,
  input: z.output<typeof AdminLoginSchema>,
): Promise<AdminSession> {
  const admin = await repo.findAdminByEmail(deps.db, input.email);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const stored = admin?.password_hash ?? (await dummyHash);
  const matches = await verify(stored, input.password).catch(() => false);
  if (!admin || !matches) {
    throw new UnauthorizedError('Invalid e-mail or password.', ERROR_CODES.invalidCredentials);
  }
  const token = await deps.tokens.sign({ role: 'admin', id: admin.id });
  return { message: MESSAGES.loginSuccess, token, admin: { _id: admin.id, email: admin.email } };
}

/**
 * docs/product.md#configuration: with ADMIN_EMAIL and ADMIN_PASSWORD the admin is created or its
 * password set at every start; without them, and with no admin at all, one is created with a random
 * password that is written to the log once.
 */
export async function ensureAdmin(
  deps: Pick<Deps, 'db' | 'config' | 'log' | 'clock'>,
): Promise<void> {
  const { adminEmail, adminPassword } = deps.config;
  const now = deps.clock().toISOString();
  if (adminEmail && adminPassword) {
    await repo.upsertAdmin(deps.db, {
      id: randomUUID(),
      email: adminEmail.trim().toLowerCase(),
      password_hash: await hashPassword(adminPassword),
      created_at: now,
    });
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

/**
 * How the bookings' history and the maintenance blocks record an admin: the e-mail, else the id.
 */
export async function adminRecordedAs(deps: Pick<Deps, 'db'>, adminId: string): Promise<string> {
  return (await repo.findAdminEmail(deps.db, adminId)) ?? adminId;
}
