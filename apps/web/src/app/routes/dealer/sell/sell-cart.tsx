import { CartCheckout } from '../../../../features/checkout/components/cart-checkout.tsx';
import { resaleTexts as t } from '../../../../features/resale/texts.ts';
import { paths } from '../../../../lib/paths.ts';
import { AreaPage } from '../../accounts/form-page.tsx';
import '../../../../styles/forms.css';

/** /dealer/sell/cart (issue 28): the customer's cart and three checkout steps, for a dealer's sale to a recycler. */
export function SellCartPage() {
  return (
    <AreaPage title={t.cartTitle}>
      <CartCheckout sellPath={paths.dealerSell} />
    </AreaPage>
  );
}

export { SellCartPage as Component };
