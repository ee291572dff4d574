import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearAdminToken } from '@/lib/session-store';

/** Where the admin sign-in page finds the text saying why the session ended. */
export interface SignedOutState {
  signedOut: string;
}

/**
 * The server has ended every session, this one included: forget the token as Logout does, and
 * go to the sign-in page with the server's message, since the person has to sign in again.
 */
export function useBackToSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (message: string) => {
    clearAdminToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
    const state: SignedOutState = { signedOut: message };
    void navigate('/admin', { replace: true, state });
  };
}
