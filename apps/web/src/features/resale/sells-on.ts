import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import { sellerAccountTypes } from '@kt/contract/selling/who-buys';

/**
 * Issue 28 (spec 1, who buys from whom): the dealers who sell what they collected on, by the
 * contract's rule: the dealer types that are also sellers (a Kabadi, a Collector; a Recycler is not).
 */
export function sellsOn(accountType: string | null | undefined): boolean {
  return isDealerAccountType(accountType) && (sellerAccountTypes as readonly string[]).includes(accountType);
}
