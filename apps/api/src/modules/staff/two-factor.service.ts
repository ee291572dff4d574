import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import {
  ADMIN_ACCOUNT_MESSAGES,
  type AdminLoginAnswer,
  type AdminSession,
} from '@rental/shared/admin';
import { ERROR_CODES } from '@rental/shared/api-error';
import { BRAND_NAME } from '@rental/shared/business';
import { MESSAGES } from '@rental/shared/messages';
import {
  RECOVERY_CODE_COUNT,
  STAFF_MESSAGES,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '@rental/shared/staff';
import type { Deps } from '../../deps';
import { AppError, ConflictError, UnauthorizedError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { twoFactorRequired } from '../settings/settings.service';
import { findAdmin, type AdminRow } from './staff.repository';
import * as repo from './two-factor.repository';

// docs/product.md#back-office and docs/decisions/018-staff-roles-and-two-factor.md: sign-in
// with a time-based code (RFC 6238, 30-second steps, one step of drift either way) or a
// single-use recovery code. The password step answers a short-lived challenge, not a session;
// the session comes only after the code. While the owner requires two-factor, a staff account
// without it is enrolled only from its one-time welcome link (whoever holds a stolen password
// must not be the one who sets it up); the owner, who has no link, enrols from a signed-in
// session with the password typed again.

type SessionDeps = Pick<Deps, 'db' | 'clock' | 'secrets' | 'tokens'>;

const CHALLENGE_ISSUER = 'rental-api-two-factor';
/** A challenge is good this long: time to open the authenticator app. */
const CHALLENGE_TTL_SECONDS = 600;
const PERIOD_SECONDS = 30;
type Step = 'code' | 'setup';

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: BRAND_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

const challengeKey = (deps: Pick<Deps, 'secrets'>) => new TextEncoder().encode(deps.secrets.jwt);

/** The session for an admin who passed every step. */
export async function sessionFor(
  deps: Pick<Deps, 'tokens'>,
  admin: Pick<AdminRow, 'id' | 'email'>,
): Promise<AdminSession> {
  const token = await deps.tokens.sign({ role: 'admin', id: admin.id });
  return { message: MESSAGES.loginSuccess, token, admin: { _id: admin.id, email: admin.email } };
}

async function challengeFor(deps: SessionDeps, admin: AdminRow, step: Step): Promise<string> {
  const now = Math.floor(deps.clock().getTime() / 1000);
  return new SignJWT({ step, ver: Number(admin.token_version) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin.id)
    .setIssuer(CHALLENGE_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + CHALLENGE_TTL_SECONDS)
    .sign(challengeKey(deps));
}

/** After the right password: the session, or the second step the account must take. */
export async function afterPassword(deps: SessionDeps, admin: AdminRow): Promise<AdminLoginAnswer> {
  if (admin.totp_enabled_at) {
    return {
      message: STAFF_MESSAGES.codeNeeded,
      twoFactor: 'code',
      challenge: await challengeFor(deps, admin, 'code'),
    };
  }
  if (admin.role !== 'owner' && (await twoFactorRequired(deps))) {
    throw new AppError(403, ERROR_CODES.twoFactorByLink, STAFF_MESSAGES.enrolByLink);
  }
  return sessionFor(deps, admin);
}

/** After a welcome link set the password: the challenge that alone may start the set-up. */
export async function welcomeSetupChallenge(
  deps: SessionDeps,
  admin: AdminRow,
): Promise<string | undefined> {
  return (await twoFactorRequired(deps)) ? challengeFor(deps, admin, 'setup') : undefined;
}

const expired = () =>
  new UnauthorizedError(STAFF_MESSAGES.challengeExpired, ERROR_CODES.unauthorized);

/** The account a challenge names, unchecked against the database (to count its attempts). */
export async function challengeAccount(
  deps: Pick<Deps, 'secrets' | 'clock'>,
  challenge: unknown,
): Promise<string | undefined> {
  if (typeof challenge !== 'string') return undefined;
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(deps), {
      issuer: CHALLENGE_ISSUER,
      algorithms: ['HS256'],
      currentDate: deps.clock(),
    });
    // Keyed as a signed-in admin's requests are, so set-up and sign-in codes count together.
    return payload.sub && `admin:${payload.sub}`;
  } catch {
    return undefined;
  }
}

/** The account of a live challenge of this step, still enabled and with no newer password. */
async function readChallenge(deps: SessionDeps, challenge: string, step: Step): Promise<AdminRow> {
  let payload;
  try {
    ({ payload } = await jwtVerify(challenge, challengeKey(deps), {
      issuer: CHALLENGE_ISSUER,
      algorithms: ['HS256'],
      currentDate: deps.clock(),
    }));
  } catch {
    throw expired();
  }
  const admin = payload.sub ? await findAdmin(deps.db, payload.sub) : undefined;
  if (
    !admin ||
    payload.step !== step ||
    admin.disabled_at !== null ||
    payload.ver !== Number(admin.token_version)
  ) {
    throw expired();
  }
  return admin;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** Recovery codes are read without case, spaces or dashes. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** The time step a 6-digit code is right for, or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** A code that is not the app's current one nor an unused recovery code, on the form's field. */
const wrongCode = () =>
  new AppError(400, ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.codeWrong, {
    code: STAFF_MESSAGES.codeWrong,
  });

/** Takes a code of the account: a TOTP code once per time step, a recovery code once ever. */
async function takeCode(deps: Pick<Deps, 'db' | 'clock'>, admin: AdminRow, code: string) {
  const now = deps.clock();
  if (/^\d{6}$/.test(code)) {
    const step = admin.totp_secret ? matchingStep(admin.totp_secret, code, now) : null;
    return step !== null && (await repo.acceptStep(deps.db, admin.id, step));
  }
  return repo.useRecoveryCode(
    deps.db,
    admin.id,
    hashCode(normaliseRecovery(code)),
    now.toISOString(),
  );
}

/** POST /api/auth/login/two-factor: the challenge and a code give the session. */
export async function signInWithCode(
  deps: SessionDeps,
  input: { challenge: string; code: string },
): Promise<AdminSession> {
  const admin = await readChallenge(deps, input.challenge, 'code');
  if (!admin.totp_enabled_at || !(await takeCode(deps, admin, input.code))) {
    throw new UnauthorizedError(STAFF_MESSAGES.codeWrong, ERROR_CODES.twoFactorInvalid);
  }
  return sessionFor(deps, admin);
}

/** A new secret for the account, kept pending until a code confirms it. */
async function startSetup(deps: Pick<Deps, 'db'>, admin: AdminRow): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  if (!(await repo.setPendingSecret(deps.db, admin.id, secret))) {
    throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.alreadyOn);
  }
  return { uri: totpOf(secret, admin.email).toString(), secret };
}

/** Turns two-factor on with a first right code, and gives the recovery codes, once. */
async function confirmSetup(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: string,
  code: string,
): Promise<string[]> {
  return deps.db.transaction().execute(async (trx) => {
    const admin = await findAdmin(trx, adminId);
    if (!admin?.totp_secret)
      throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.noSetup);
    if (admin.totp_enabled_at) {
      throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.alreadyOn);
    }
    const step = matchingStep(admin.totp_secret, code, deps.clock());
    if (step === null || !(await repo.acceptStep(trx, admin.id, step))) {
      throw wrongCode();
    }
    const now = deps.clock().toISOString();
    await repo.enableTotp(trx, admin.id, now);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const hex = randomBytes(5).toString('hex');
      return `${hex.slice(0, 5)}-${hex.slice(5)}`;
    });
    await repo.replaceRecoveryCodes(
      trx,
      admin.id,
      codes.map((c) => ({ id: randomUUID(), code_hash: hashCode(normaliseRecovery(c)) })),
    );
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: admin.id,
        action: 'staff.two_factor_on',
        entity: 'admin',
        entityId: admin.id,
        before: { twoFactor: false },
        after: { twoFactor: true },
      },
    );
    return codes;
  });
}

/**
 * POST /api/admin/me/two-factor: set-up by a signed-in admin, who types the password again so
 * that a session left open on a shared screen cannot enrol someone else's phone.
 */
export async function startOwnSetup(deps: Pick<Deps, 'db'>, adminId: string, password: string) {
  const admin = await findAdmin(deps.db, adminId);
  if (!admin) throw expiredSession();
  if (!(await verify(admin.password_hash, password).catch(() => false))) {
    const message = ADMIN_ACCOUNT_MESSAGES.wrongPassword;
    throw new AppError(400, ERROR_CODES.invalidCredentials, message, { password: message });
  }
  return startSetup(deps, admin);
}

const expiredSession = () => new UnauthorizedError('Your session has ended. Please sign in again.');

/** POST /api/admin/me/two-factor/confirm. */
export async function confirmOwnSetup(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: string,
  code: string,
): Promise<TwoFactorEnabled> {
  return { recoveryCodes: await confirmSetup(deps, adminId, code) };
}

/**
 * POST /api/admin/me/two-factor/off: an admin turns their own two-factor off with a code of it
 * (the app's or a recovery code), e.g. to move it to a new phone. Their session stays; when the
 * owner requires two-factor, their next sign-in leads them to set it up again.
 */
export async function turnOffOwn(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: string,
  code: string,
): Promise<{ message: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const admin = await findAdmin(trx, adminId);
    if (!admin) throw expiredSession();
    if (!admin.totp_enabled_at) {
      throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.notOn);
    }
    // Off while required would leave staff needing a new link, and the owner no way back in.
    if (await twoFactorRequired({ db: trx })) {
      throw new ConflictError(ERROR_CODES.twoFactorRequired, STAFF_MESSAGES.requiredStaysOn);
    }
    if (!(await takeCode({ db: trx, clock: deps.clock }, admin, code))) {
      throw wrongCode();
    }
    await repo.clearTwoFactor(trx, admin.id);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: admin.id,
        action: 'staff.two_factor_off',
        entity: 'admin',
        entityId: admin.id,
        before: { twoFactor: true },
        after: { twoFactor: false },
      },
    );
    return { message: STAFF_MESSAGES.turnedOff };
  });
}

/** POST /api/auth/two-factor/setup: set-up with the challenge of a welcome link. */
export async function startSetupAtSignIn(deps: SessionDeps, challenge: string) {
  return startSetup(deps, await readChallenge(deps, challenge, 'setup'));
}

/** POST /api/auth/two-factor/confirm: the codes, and the session the sign-in was waiting for. */
export async function confirmSetupAtSignIn(
  deps: SessionDeps,
  challenge: string,
  code: string,
): Promise<TwoFactorEnabled> {
  const admin = await readChallenge(deps, challenge, 'setup');
  const recoveryCodes = await confirmSetup(deps, admin.id, code);
  return { recoveryCodes, token: (await sessionFor(deps, admin)).token };
}
