import { useSyncExternalStore } from 'react';
import type { CartItem } from '@kt/contract/selling/cart';
import { browserStorage, subscribeToStorage } from './browser-storage.ts';
import { usePageState } from './page-state.ts';

// While a server-rendered page hydrates: what the server drew (lib/page-state.ts).
const noItems: readonly CartItem[] = [];

/** The cart's items from browser storage, re-rendering when they change (this tab or another). */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribeToStorage, browserStorage.getCart, () => noItems);
}

/** The selected area pincode (spec 3), re-rendering when it changes. */
export function usePincode(): string | null {
  const { pincode } = usePageState();
  return useSyncExternalStore(subscribeToStorage, browserStorage.getPincode, () => pincode);
}

/** The kind of scrap chosen on /sell (spec 3), re-rendering when it changes. */
export function useStoredSellItem(): string | null {
  const { sellItem } = usePageState();
  return useSyncExternalStore(subscribeToStorage, browserStorage.getSellItem, () => sellItem);
}
