import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { logout } from '../api/logout.ts';

/**
 * Logout (spec 2.6, 2.7): end the session here and on the server, drop the account's cached data,
 * go to /signin (or `signInPath`: the admin console's own sign-in page).
 */
export function useLogout(signInPath: string = paths.signIn) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function logOut() {
    if (isLoggingOut) return;
    setIsLoggingOut(true);
    await logout();
    queryClient.removeQueries({ queryKey: ['accounts'] });
    queryClient.removeQueries({ queryKey: ['orders'] });
    queryClient.removeQueries({ queryKey: ['addresses'] });
    await navigate(signInPath, { replace: true });
  }

  return { logOut, isLoggingOut };
}
