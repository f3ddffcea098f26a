import type { Page } from '@playwright/test';
import type { AccountType } from '@kt/contract/accounts/account-types';

/**
 * Puts an auth record in browser storage, as sign-in leaves it. The browser-side guards read
 * only this; the tokens are not valid on the server, which these shell journeys never call.
 */
export async function storeAuthRecord(page: Page, accountType: AccountType) {
  const isDealer = ['Kabadi', 'Collector', 'Recycler'].includes(accountType);
  const record = {
    id: 1,
    KT_ID: isDealer ? 'KTD000001' : 'KTC000001',
    username: 'E2E User',
    email: 'e2e@example.com',
    mobile_number: '9876543210',
    account_type: accountType,
    account_category: isDealer ? 'dealer' : 'customer',
    tokens: { refresh: 'not-a-real-token', access: 'not-a-real-token' },
  };
  await page.addInitScript((value) => window.localStorage.setItem('kt.auth', value), JSON.stringify(record));
}
