import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AccountType } from '@kt/contract/accounts/account-types';

/** A stored auth record as sign-in leaves it, for tests. */
export function makeAuthRecord(accountType: AccountType): AuthRecord {
  const isDealer = ['Kabadi', 'Collector', 'Recycler'].includes(accountType);
  return {
    id: 7,
    KT_ID: isDealer ? 'KTD000007' : 'KTC000007',
    username: 'Asha',
    email: 'asha@example.com',
    mobile_number: '9876543210',
    account_type: accountType,
    account_category: isDealer ? 'dealer' : 'customer',
    tokens: { refresh: 'r', access: 'a' },
  };
}
