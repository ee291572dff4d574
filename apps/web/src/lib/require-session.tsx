import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useNavigating } from './navigating';
import { loginPathFor } from './safe-next';
import { loggedOutOnPurpose, useAdminToken, useUserSession } from './session-store';

/**
 * Layout route of the customer screens (docs/product.md#accounts): without a user token they go
 * to /login, and come back after sign-in. The session reaches the screens as the outlet context
 * (`useSignedInUser`, lib/signed-in-user.ts).
 */
export function RequireUser() {
  const session = useUserSession();
  const location = useLocation();
  return (
    <RequireSession
      session={session}
      leaving={session === null && loggedOutOnPurpose()}
      signedOutTo={loginPathFor(`${location.pathname}${location.search}`)}
    />
  );
}

/**
 * Layout route of the admin screens (docs/product.md#admin): without the admin token they go to
 * /. The token is watched, so a 401/403 that clears it (lib/api-client) or a sign-out in another
 * tab also leaves the screen.
 */
export function RequireAdmin() {
  return <RequireSession session={useAdminToken()} signedOutTo="/" />;
}

/**
 * The one guard: the child routes with the session, or a redirect. Also covers a session that
 * ends while the screen is open (401, sign-out in another tab).
 */
function RequireSession<T>({
  session,
  signedOutTo,
  leaving = false,
}: {
  session: T | null;
  signedOutTo: string;
  /** Logged out with the Logout button, whose navigation home is under way. */
  leaving?: boolean;
}) {
  const [arrivedSignedOut] = useState(session === null);
  if (session !== null) return <Outlet context={session} />;
  if (leaving && !arrivedSignedOut) return null;
  if (arrivedSignedOut) return <Navigate to={signedOutTo} replace />;
  return <RedirectWhenStill to={signedOutTo} />;
}

/**
 * The session ended on this screen. Logging out navigates away by itself (to /, see
 * docs/product.md#accounts), and that navigation starts just after the token goes: give it a
 * moment, and step aside if it comes.
 */
function RedirectWhenStill({ to }: { to: string }) {
  const navigate = useNavigate();
  const busy = useNavigating();
  useEffect(() => {
    if (busy) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), 100);
    return () => clearTimeout(timer);
  }, [busy, navigate, to]);
  return null;
}
