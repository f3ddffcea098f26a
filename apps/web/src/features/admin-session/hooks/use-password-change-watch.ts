import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';

/**
 * Whether a failure is the server's refusal of an admin who must change their password first.
 * The server says it in English; the catalogue answers in the page's language (issue 29).
 */
export function isPasswordChangeRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const expected = consoleMessages.passwordChangeRequired;
  return error.message === expected || localizeEnglish(error.message) === expected;
}

/** Marks the stored session so the console shows only 'Choose a new password'. */
function markPasswordChangeRequired() {
  const auth = browserStorage.getAuth();
  if (auth && !auth.must_change_password) browserStorage.setAuth({ ...auth, must_change_password: true });
}

/**
 * While the console is open, any of its calls (queries and mutations) that the server refuses
 * because the password must be changed first marks the session, whatever the sign-in said: the
 * console then shows only the password page. Kept in the console's chunk, not in the api client
 * every public page loads.
 */
export function usePasswordChangeWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isPasswordChangeRequired(event.action.error)) markPasswordChangeRequired();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isPasswordChangeRequired(event.action.error)) markPasswordChangeRequired();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}
