import { redirect } from 'react-router';
import { adminAccountType, isCustomerAccountType, isDealerAccountType, isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import { browserStorage } from '../lib/browser-storage.ts';
import { paths } from '../lib/paths.ts';

/*
 * The browser-side guards of spec section 4, run as route loaders before a page renders.
 * They are a convenience for the person using the app; the server checks every call itself.
 */

export function requireSeller({ request }: { request?: Request } = {}) {
  const auth = browserStorage.getAuth();
  // Issue 28: a dealer's sales to recyclers are on their own page; the order messages link the customer's pickups.
  if (auth && isDealerAccountType(auth.account_type) && request && new URL(request.url).pathname === paths.userPickup) {
    throw redirect(paths.dealerSales);
  }
  if (!auth || !isCustomerAccountType(auth.account_type)) throw redirect(paths.signIn);
  return null;
}

export function requireDealer() {
  const auth = browserStorage.getAuth();
  if (!auth || !isDealerAccountType(auth.account_type)) throw redirect(paths.signIn);
  return null;
}

/** The dealer's pickups: the dealer, or an employee of theirs (who may see nothing else). */
export function requireDealerSide() {
  const auth = browserStorage.getAuth();
  if (!auth || !(isDealerAccountType(auth.account_type) || isEmployeeAccountType(auth.account_type))) throw redirect(paths.signIn);
  return null;
}

/**
 * Issue 28: selling on to Recyclers, for the dealers who do (a Kabadi or a Collector; not an
 * employee). The rule comes with the pages' code, not with the public pages' first load.
 */
export async function requireReseller() {
  const auth = browserStorage.getAuth();
  const { sellsOn } = await import('../features/resale/sells-on.ts');
  if (!auth || !sellsOn(auth.account_type)) throw redirect(paths.signIn);
  return null;
}

/** A receipt: the order's customer, or its dealer's side (the server checks the order is theirs). */
export function requireOrderParty() {
  const auth = browserStorage.getAuth();
  const type = auth?.account_type;
  if (!auth || !(isCustomerAccountType(type) || isDealerAccountType(type) || isEmployeeAccountType(type))) throw redirect(paths.signIn);
  return null;
}

/** Every page of the admin console: an admin session, else the admin's own sign-in page. */
export function requireAdmin() {
  const auth = browserStorage.getAuth();
  if (!auth || auth.account_type !== adminAccountType) throw redirect(paths.adminSignIn);
  return null;
}

/** Where a signed-in account lands (spec 2.4; an employee on their dealer's pickups; an admin on the console). */
export function landingPath(accountType: string): string {
  if (isCustomerAccountType(accountType)) return paths.userProfile;
  if (accountType === adminAccountType) return paths.adminHome;
  return isEmployeeAccountType(accountType) ? paths.dealerPickup : paths.dealerHome;
}

export function publicOnly() {
  const auth = browserStorage.getAuth();
  if (!auth) return null;
  throw redirect(landingPath(auth.account_type));
}
