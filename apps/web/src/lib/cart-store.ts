import { useSyncExternalStore } from 'react';
import type { CartItem } from '@kt/contract/selling/cart';
import { browserStorage, subscribeToStorage } from './browser-storage.ts';

/** The cart's items from browser storage, re-rendering when they change (this tab or another). */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribeToStorage, browserStorage.getCart);
}

/** The selected area pincode (spec 3), re-rendering when it changes. */
export function usePincode(): string | null {
  return useSyncExternalStore(subscribeToStorage, browserStorage.getPincode);
}
