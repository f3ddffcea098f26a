import { resaleTexts as t } from '../../../../features/resale/texts.ts';
import { CustomerWallet } from '../../../../features/wallet/components/customer-wallet.tsx';
import { AreaPage } from '../../accounts/form-page.tsx';

/**
 * /dealer/sell/paid (issue 28): what recyclers paid a Kabadi or Collector for their sales, with
 * its history: the customer's 'Paid to you', read from the same wallet endpoints as the seller.
 * (The dealer's own wallet stays what they paid out as a buyer, with the commission.)
 */
export function SalesPaidPage() {
  return (
    <AreaPage title={t.paidTitle}>
      <CustomerWallet />
    </AreaPage>
  );
}

export { SalesPaidPage as Component };
