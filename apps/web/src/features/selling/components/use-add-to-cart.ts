import { useNavigate } from 'react-router';
import { isCustomerAccountType } from '@kt/contract/accounts/account-types';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { addToCart, type CartItem } from '@kt/contract/selling/cart';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { useAuth } from '../../../lib/use-auth.ts';

/** The cart item of a price card, before a quantity is chosen (spec 3 'Cart item'). */
export function toCartItem(entry: PriceListEntry): Omit<CartItem, 'itemQuantity' | 'totalPrice'> {
  return {
    id: entry.id,
    name: entry.subcategory_name,
    img: entry.subcategory_image,
    dealer: entry.dealer,
    dealerName: entry.dealer_name,
    price: entry.price,
    pincode: entry.pincode,
    subcategory_id: entry.subcategory,
    gst: entry.GST,
    percentage: entry.percentage,
    unit: entry.unit,
  };
}

/**
 * 'Add to cart' with the rules of spec 5: a signed-in customer only (anyone else is told to sign
 * in and sent to /signin), then the cart rules of the contract (quantity, one dealer and
 * pincode, at most 10 items, a repeated item adds up). Resolves to whether it was added.
 */
export function useAddToCart(
  /** Who may fill the cart: customers; issue 28's dealer sell page also lets the dealers who sell on. */
  maySell: (accountType: string) => boolean = isCustomerAccountType,
) {
  const auth = useAuth();
  const navigate = useNavigate();
  return function add(entry: PriceListEntry, quantityText: string): boolean {
    if (!auth || !maySell(auth.account_type)) {
      toast.error(messages.orders.signInToAdd);
      void navigate(paths.signIn);
      return false;
    }
    const quantity = quantityText.trim() === '' ? Number.NaN : Number(quantityText);
    const change = addToCart(browserStorage.getCart(), toCartItem(entry), quantity);
    if (!change.ok) {
      toast.error(localizeEnglish(change.message));
      return false;
    }
    browserStorage.setCart(change.items);
    toast.success(localizeEnglish(change.message));
    return true;
  };
}
