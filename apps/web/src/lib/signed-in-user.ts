import { useOutletContext } from 'react-router';
import type { UserSession } from './session-store';

/** The session of a screen under `RequireUser` (lib/require-session.tsx), which is never null. */
export function useSignedInUser(): UserSession {
  return useOutletContext<UserSession>();
}
