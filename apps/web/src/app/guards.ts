import { redirect } from 'react-router';
import { isCustomerAccountType, isDealerAccountType } from '@kt/contract/accounts/account-types';
import { browserStorage } from '../lib/browser-storage.ts';
import { paths } from '../lib/paths.ts';

/*
 * The browser-side guards of spec section 4, run as route loaders before a page renders.
 * They are a convenience for the person using the app; the server checks every call itself.
 */

export function requireSeller() {
  const auth = browserStorage.getAuth();
  if (!auth || !isCustomerAccountType(auth.account_type)) throw redirect(paths.signIn);
  return null;
}

export function requireDealer() {
  const auth = browserStorage.getAuth();
  if (!auth || !isDealerAccountType(auth.account_type)) throw redirect(paths.signIn);
  return null;
}

export function publicOnly() {
  const auth = browserStorage.getAuth();
  if (!auth) return null;
  throw redirect(isCustomerAccountType(auth.account_type) ? paths.userProfile : paths.dealerHome);
}
