import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAdminToken } from '@/lib/session-store';

/**
 * spec 4 and 6: admin pages send a visitor without the admin token to /. The token is watched,
 * so a 401/403 that clears it (lib/api-client) or a sign-out in another tab also leaves the page.
 */
export function useAdminGuard(): boolean {
  const token = useAdminToken();
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) void navigate('/', { replace: true });
  }, [token, navigate]);
  return token !== null;
}
