import type { Page } from '@playwright/test';
import type { AccountType } from '@kt/contract/accounts/account-types';
import { makeAuthRecord } from '../../apps/web/src/test-support.ts';

/**
 * Puts an auth record in browser storage, as sign-in leaves it. The browser-side guards read
 * only this; its tokens are not valid on the server, which these shell journeys never call.
 */
export async function storeAuthRecord(page: Page, accountType: AccountType) {
  const record = JSON.stringify(makeAuthRecord(accountType));
  await page.addInitScript((value) => window.localStorage.setItem('kt.auth', value), record);
}
