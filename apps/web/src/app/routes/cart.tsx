import { CartCheckout } from '../../features/checkout/components/cart-checkout.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pageTitles } from '../page-titles.ts';
import '../../styles/forms.css';

/** /sell/cart: the cart and its three checkout steps (spec 2.5). Seller-only (route guard). */
export function CartPage() {
  useDocumentTitle(pageTitles.yourCart);
  return (
    <section className="page container">
      <h1>{pageTitles.yourCart}</h1>
      <CartCheckout />
    </section>
  );
}

export { CartPage as Component };
