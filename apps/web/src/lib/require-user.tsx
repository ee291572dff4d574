import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
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
  if (!session) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <>{children(session)}</>;
}
