import { jwtVerify, SignJWT } from 'jose';
import { ERROR_CODES } from '@rental/shared/api-error';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import type { Deps } from '../../deps';
import { UnauthorizedError } from '../../errors';
import { twoFactorRequired } from '../settings/settings.service';
import { findAdmin, type AdminRow } from './staff.repository';

// The challenge between the password and the code
// (docs/decisions/018-staff-roles-and-two-factor.md): a short-lived signed token naming the
// account, the step it allows (a sign-in code or the set-up) and the account's token version, so
// that a new password, or anything else that ends the account's sessions, retires it. It is never
// a session.

export type SessionDeps = Pick<Deps, 'db' | 'clock' | 'secrets' | 'tokens'>;

const CHALLENGE_ISSUER = 'rental-api-two-factor';
/** A challenge is good this long: time to open the authenticator app. */
const CHALLENGE_TTL_SECONDS = 600;
type Step = 'code' | 'setup';

const challengeKey = (deps: Pick<Deps, 'secrets'>) => new TextEncoder().encode(deps.secrets.jwt);

/** The challenge for the account's next step. */
export async function challengeFor(
  deps: SessionDeps,
  admin: AdminRow,
  step: Step,
): Promise<string> {
  const now = Math.floor(deps.clock().getTime() / 1000);
  return new SignJWT({ step, ver: Number(admin.token_version) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin.id)
    .setIssuer(CHALLENGE_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + CHALLENGE_TTL_SECONDS)
    .sign(challengeKey(deps));
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
export async function readChallenge(
  deps: SessionDeps,
  challenge: string,
  step: Step,
): Promise<AdminRow> {
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
