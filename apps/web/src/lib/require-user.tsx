import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router';
import { loginPathFor } from './safe-next';
import { useUserSession, type UserSession } from './session-store';

interface RequireUserProps {
  children: (session: UserSession) => ReactNode;
}

/**
 * spec 6: customer screens go to /login without a user token, and come back after sign-in.
 * Also covers a token that disappears while the screen is open (401, sign-out in another tab).
 */
export function RequireUser({ children }: RequireUserProps) {
  const session = useUserSession();
  const location = useLocation();
  const [arrivedSignedOut] = useState(session === null);
  if (session) return <>{children(session)}</>;
  const to = loginPathFor(`${location.pathname}${location.search}`);
  if (arrivedSignedOut) return <Navigate to={to} replace />;
  return <RedirectWhenStill to={to} />;
}

/**
 * The session ended on this screen. Logging out navigates away by itself (spec 4: to /), and
 * that navigation starts just after the token goes: give it a moment, and step aside if it comes.
 */
function RedirectWhenStill({ to }: { to: string }) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), 100);
    return () => clearTimeout(timer);
  }, [busy, navigate, to]);
  return null;
}
