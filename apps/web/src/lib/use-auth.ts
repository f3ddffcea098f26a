import { useEffect, useSyncExternalStore } from 'react';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { browserStorage, subscribeToStorage } from './browser-storage.ts';

// A server-rendered page is drawn signed out; the browser moves to its stored session once hydrated.
const signedOut = () => null;
const notGuest = () => false;

/** The stored auth record, re-rendering when it changes (sign-in, refresh, sign-out, another tab). */
export function useAuth(): AuthRecord | null {
  return useSyncExternalStore(subscribeToStorage, browserStorage.getAuth, signedOut);
}

/** Whether the guest marker is stored (spec 3), re-rendering when it changes. */
export function useIsGuest(): boolean {
  return useSyncExternalStore(subscribeToStorage, browserStorage.isGuest, notGuest);
}

/**
 * /sell and /sell/sellitem: a signed-out visitor continues as a guest (the guest marker of
 * spec 3). After the first render, so a page hydrated from the server's HTML draws it the same.
 */
export function useContinueAsGuest(): void {
  useEffect(() => browserStorage.continueAsGuest(), []);
}
