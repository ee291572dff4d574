import type { Deps } from '../../deps';
import type { AuthUser } from '../../auth-user';
import { bumpTokenVersion, findSessionState, type SessionState } from './sessions.repository';

// docs/product.md#security: a token is good while its account's token version is the one it was
// signed with (and, for an admin, while ADMIN_EMAIL still names the account).

export function sessionState(
  deps: Pick<Deps, 'db'>,
  user: AuthUser,
): Promise<SessionState | undefined> {
  return findSessionState(deps.db, user.role, user.id);
}

/** Every token of the account stops working, the one making the call included. */
export async function endSessions(deps: Pick<Deps, 'db'>, user: AuthUser): Promise<void> {
  await bumpTokenVersion(deps.db, user.role, user.id);
}
