import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import { dealerTypeBuysFrom, sellerAccountTypes, type SellerAccountType } from '@kt/contract/selling/who-buys';
import { resaleMessages } from '@kt/contract/selling/resale-messages';

/**
 * Issue 28 (spec 1, who buys from whom): a dealer may sell through the customer's checkout
 * only as a seller the rule knows (a Kabadi or a Collector), only to a dealer whose type buys
 * from theirs (a Recycler), never to themselves, and from one of their own area pincodes. A
 * customer's checkout is unchanged (the sell page orders and labels dealers for them, it
 * refuses none). The answer is the refusal's message, or undefined when the sale may go on.
 */
export function resaleRefusal(
  seller: { id: number; category: string; accountType: string } | undefined,
  price?: { dealerId: number; dealerType: string; sellerServes?: boolean },
): string | undefined {
  if (!seller || seller.category !== 'dealer') return undefined;
  if (!(sellerAccountTypes as readonly string[]).includes(seller.accountType)) return resaleMessages.recyclerCannotSell;
  if (!price) return undefined;
  if (price.dealerId === seller.id) return resaleMessages.notToYourself;
  if (!isDealerAccountType(price.dealerType) || !dealerTypeBuysFrom(price.dealerType, seller.accountType as SellerAccountType)) {
    return resaleMessages.onlyToRecyclers;
  }
  if (price.sellerServes === false) return resaleMessages.notYourArea;
  return undefined;
}
