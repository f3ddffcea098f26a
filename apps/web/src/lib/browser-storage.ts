import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { accountTypes, type AccountType } from '@kt/contract/accounts/account-types';
import type { CartItem } from '@kt/contract/selling/cart';
import { pageStateCookies } from './page-state.ts';

/**
 * Everything the app keeps in the browser (spec section 3), behind one typed module.
 * Values are JSON; a value that does not parse or has the wrong shape reads as absent.
 */
const keys = {
  auth: 'kt.auth',
  guest: 'kt.guest',
  pincode: 'kt.pincode',
  sellItem: 'kt.sellItem',
  cart: 'kt.cart',
  orderDetails: 'kt.orderDetails',
  signupInProgress: 'kt.signupInProgress',
  priceCategory: 'kt.priceCategory',
} as const;

type StorageKey = keyof typeof keys;

function read(key: StorageKey): unknown {
  try {
    const raw = window.localStorage.getItem(keys[key]);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function write(key: StorageKey, value: unknown) {
  try {
    if (value === undefined) window.localStorage.removeItem(keys[key]);
    else window.localStorage.setItem(keys[key], JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app still works for this page view.
  }
  notify();
}

/** A year: the server renders the visitor's area on their next visit too (lib/page-state.ts). */
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string | null) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax${secure}`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${cookieMaxAgeSeconds}; samesite=lax${secure}`;
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
/** Lets React re-render when another tab (or this one) changes the stored values. */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(keys).includes(event.key as (typeof keys)[StorageKey])) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A light shape check (no schema library on the first page load). */
function isAuthRecord(value: unknown): value is AuthRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const tokens = record.tokens as Record<string, unknown> | undefined;
  return (
    typeof record.id === 'number' &&
    typeof record.username === 'string' &&
    typeof record.email === 'string' &&
    (accountTypes as readonly unknown[]).includes(record.account_type) &&
    typeof tokens?.refresh === 'string' &&
    typeof tokens.access === 'string'
  );
}

/**
 * A sign-up that has been started (spec section 3): which flow, which account type and role,
 * and the details typed so far, so a reload or a Back does not lose them. Deliberately without
 * the two password entries the spec lists: a password never rests in browser storage.
 */
export type SignupInProgress = {
  flow: 'customer' | 'dealer';
  accountType?: Exclude<AccountType, 'Admin'>;
  /** The customer type (House, Shop, College, ...) or, for a dealer, its account type. */
  role?: string;
  username?: string;
  email?: string;
  mobileNumber?: string;
};

const optionalStringKeys = ['role', 'username', 'email', 'mobileNumber'] as const;

function isSignupInProgress(value: unknown): value is SignupInProgress {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.flow !== 'customer' && record.flow !== 'dealer') return false;
  if (
    record.accountType !== undefined &&
    (record.accountType === 'Admin' || !(accountTypes as readonly unknown[]).includes(record.accountType))
  ) {
    return false;
  }
  return optionalStringKeys.every((key) => record[key] === undefined || typeof record[key] === 'string');
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.dealer === 'number' &&
    typeof item.subcategory_id === 'number' &&
    typeof item.itemQuantity === 'number' &&
    ['name', 'img', 'dealerName', 'price', 'pincode', 'totalPrice', 'gst', 'percentage', 'unit'].every(
      (key) => typeof item[key] === 'string',
    )
  );
}

/**
 * The order_details draft of spec 3: the pickup address form as typed so far, kept so a reload
 * or a Back does not lose it. The e-mail is not kept: it is always the account's.
 */
export type OrderDetailsDraft = {
  firstname: string;
  lastname: string;
  phone: string;
  add_one: string;
  add_two: string;
  city: string;
  state: string;
  country: string;
  pickup_date: string;
  pickup_time: string;
};
const orderDetailsKeys = ['firstname', 'lastname', 'phone', 'add_one', 'add_two', 'city', 'state', 'country', 'pickup_date', 'pickup_time'] as const;

function isOrderDetailsDraft(value: unknown): value is OrderDetailsDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return orderDetailsKeys.every((key) => typeof record[key] === 'string');
}

let cachedCartRaw: string | null | undefined;
let cachedCart: readonly CartItem[] = [];

let cachedAuthRaw: string | null | undefined;
let cachedAuth: AuthRecord | null = null;

export const browserStorage = {
  /** The stored auth record; the same object until it changes, so React can compare it. */
  getAuth(): AuthRecord | null {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(keys.auth);
    } catch {
      raw = null;
    }
    if (raw !== cachedAuthRaw) {
      cachedAuthRaw = raw;
      const value = read('auth');
      cachedAuth = isAuthRecord(value) ? value : null;
    }
    return cachedAuth;
  },
  /** Stores the session; a stored session ends the guest visit (the marker goes). */
  setAuth(record: AuthRecord | null) {
    write('auth', record ?? undefined);
    if (record && browserStorage.isGuest()) browserStorage.setGuest(false);
  },
  /** The guest marker of spec 3: this device browses the sell pages without an account. */
  isGuest(): boolean {
    return read('guest') === true;
  },
  setGuest(isGuest: boolean) {
    write('guest', isGuest ? true : undefined);
  },
  /**
   * A signed-out visitor who opens the sell pages continues as a guest (spec 6: a guest browses
   * the categories and changes the pincode): the marker is written then. Signed in, nothing changes.
   */
  continueAsGuest() {
    if (!browserStorage.getAuth() && !browserStorage.isGuest()) browserStorage.setGuest(true);
  },
  getPincode(): string | null {
    const value = read('pincode');
    return typeof value === 'string' && /^\d{6}$/.test(value) ? value : null;
  },
  setPincode(pincode: string | null) {
    writeCookie(pageStateCookies.pincode, pincode);
    write('pincode', pincode ?? undefined);
  },
  getSellItem(): string | null {
    const value = read('sellItem');
    return typeof value === 'string' ? value : null;
  },
  setSellItem(name: string | null) {
    writeCookie(pageStateCookies.sellItem, name);
    write('sellItem', name ?? undefined);
  },
  /** The cart's items (spec 3); the same array until it changes, so React can compare it. */
  getCart(): readonly CartItem[] {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(keys.cart);
    } catch {
      raw = null;
    }
    if (raw !== cachedCartRaw) {
      cachedCartRaw = raw;
      const value = read('cart');
      cachedCart = Array.isArray(value) && value.every(isCartItem) ? value : [];
    }
    return cachedCart;
  },
  setCart(items: readonly CartItem[]) {
    write('cart', items.length > 0 ? items : undefined);
  },
  getOrderDetails(): OrderDetailsDraft | null {
    const value = read('orderDetails');
    return isOrderDetailsDraft(value) ? value : null;
  },
  setOrderDetails(draft: OrderDetailsDraft | null) {
    write('orderDetails', draft ?? undefined);
  },
  /** The category a dealer chose on /dealer/settings/setprice (spec 2.7), by name; its subcategories are priced next. */
  getPriceCategory(): string | null {
    const value = read('priceCategory');
    return typeof value === 'string' && value !== '' ? value : null;
  },
  setPriceCategory(name: string | null) {
    write('priceCategory', name ?? undefined);
  },
  getSignupInProgress(): SignupInProgress | null {
    const value = read('signupInProgress');
    return isSignupInProgress(value) ? value : null;
  },
  setSignupInProgress(record: SignupInProgress | null) {
    write('signupInProgress', record ?? undefined);
  },
  /**
   * Sign-out: forget the session and what belonged to it (cart, order draft, a sign-up in
   * progress). The chosen pincode and sell item stay: they describe the device's area, not the person.
   */
  clearSession() {
    write('cart', undefined);
    write('orderDetails', undefined);
    write('signupInProgress', undefined);
    write('auth', undefined);
  },
};
