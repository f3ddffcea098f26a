import { useSyncExternalStore } from 'react';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { browserStorage, subscribeToStorage } from './browser-storage.ts';

/** The stored auth record, re-rendering when it changes (sign-in, refresh, sign-out, another tab). */
export function useAuth(): AuthRecord | null {
  return useSyncExternalStore(subscribeToStorage, browserStorage.getAuth);
}

/** Whether the guest marker is stored (spec 3), re-rendering when it changes. */
export function useIsGuest(): boolean {
  return useSyncExternalStore(subscribeToStorage, browserStorage.isGuest);
}
