import { isDealerAccountType, isEmployeeAccountType, type AccountType } from '@kt/contract/accounts/account-types';
import type { Utype } from '@kt/contract/accounts/fields';

/** The {utype} of the API paths: 'dealer' for Kabadi, Collector, Recycler and their employees, else 'customer'. */
export function utypeOf(accountType: AccountType): Utype {
  return isDealerAccountType(accountType) || isEmployeeAccountType(accountType) ? 'dealer' : 'customer';
}

export function isUtype(value: unknown): value is Utype {
  return value === 'customer' || value === 'dealer';
}
