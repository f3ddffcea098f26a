import { cartTotal, changeQuantity, removeFromCart, type CartItem } from '@kt/contract/selling/cart';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { formatNumber as formatQuantity, formatRupees } from '../../../lib/format.ts';

type Props = {
  items: readonly CartItem[];
  /** The items are being sent to the server: nothing changes meanwhile. */
  isSending: boolean;
  onNext: () => void;
};

const unitOf = (item: CartItem) => item.unit || 'kg';

/**
 * Step 1 'Your Cart' (spec 2.5, 5): each item with its picture, dealer, Rs/kg, quantity (− and
 * +; never below 1), line total and Remove; the cart total; Clear Cart and Next. Changes are
 * saved in browser storage at once. On phones each row becomes a small card.
 */
export function CartItemsStep({ items, isSending, onNext }: Props) {
  const save = (next: readonly CartItem[]) => browserStorage.setCart(next);

  return (
    <>
      <table className="cart-table">
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Picture</span>
            </th>
            <th scope="col">Item</th>
            <th scope="col">Dealer</th>
            <th scope="col">Rs/kg</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="cart-table__row">
              <td className="cart-table__picture">
                <img src={item.img} alt={item.name} width={64} height={64} loading="lazy" decoding="async" />
              </td>
              <th scope="row" className="cart-table__name">
                {item.name}
              </th>
              <td className="cart-table__cell" data-label="Dealer">
                {item.dealerName}
              </td>
              <td className="cart-table__cell" data-label="Rs/kg">
                {formatRupees(item.price)}/{unitOf(item)}
              </td>
              <td className="cart-table__cell" data-label="Quantity">
                <div className="quantity">
                  <button
                    type="button"
                    className="quantity__button"
                    aria-label={`Decrease ${item.name}`}
                    disabled={isSending}
                    onClick={() => save(changeQuantity(items, item.id, item.itemQuantity - 1))}
                  >
                    −
                  </button>
                  <span className="quantity__value" aria-live="polite">
                    {formatQuantity(item.itemQuantity)} {unitOf(item)}
                  </span>
                  <button
                    type="button"
                    className="quantity__button"
                    aria-label={`Increase ${item.name}`}
                    disabled={isSending}
                    onClick={() => save(changeQuantity(items, item.id, item.itemQuantity + 1))}
                  >
                    +
                  </button>
                </div>
              </td>
              <td className="cart-table__cell cart-table__line-total" data-label="Total">
                {formatRupees(item.totalPrice)}
              </td>
              <td className="cart-table__remove">
                <button
                  type="button"
                  className="btn btn--link-danger"
                  aria-label={`Remove ${item.name}`}
                  disabled={isSending}
                  onClick={() => save(removeFromCart(items, item.id))}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="checkout__total">
        <span>Total</span> <strong>{formatRupees(cartTotal(items))}</strong>
      </p>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" disabled={isSending} onClick={() => save([])}>
          Clear Cart
        </button>
        <button type="button" className="btn btn--primary" disabled={isSending} onClick={onNext} aria-busy={isSending}>
          Next
        </button>
      </div>
    </>
  );
}
