import { isCustomerAccountType, isDealerAccountType, isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import { ZAuthRecord } from '@kt/contract/accounts/auth-record';
import { browserStorage } from '../../lib/browser-storage.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Keeps the auth record of a sign-in (by e-mail or by mobile number) or of a mobile sign-up and
 * says where the account lands: a customer on /sell, a dealer on /dealer/home, an employee on
 * their dealer's pickups. Throws, keeping nothing, when the answer is not the record of an
 * account that has a place to land.
 */
export function keepSignIn(answer: unknown): string {
  // Checked, not trusted: only customer, dealer and employee accounts have a place to land.
  const parsed = ZAuthRecord.safeParse(answer);
  const record = parsed.success ? parsed.data : null;
  const accountType = record?.account_type;
  if (!record || !(isCustomerAccountType(accountType) || isDealerAccountType(accountType) || isEmployeeAccountType(accountType))) {
    throw new Error('unexpected sign-in answer');
  }
  browserStorage.setAuth(record);
  return isCustomerAccountType(accountType) ? paths.sell : isEmployeeAccountType(accountType) ? paths.dealerPickup : paths.dealerHome;
}
