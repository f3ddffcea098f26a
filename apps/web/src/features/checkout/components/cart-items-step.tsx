import { useId, useState } from 'react';
import { cartTotal, changeQuantity, parseQuantity, removeFromCart, setQuantity, type CartItem } from '@kt/contract/selling/cart';
import { toast } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { cartTexts } from '../texts.ts';
import { newUserMessages } from '@kt/contract/new-user-messages';

type Props = {
  items: readonly CartItem[];
  /** The items are being sent to the server: nothing changes meanwhile. */
  isSending: boolean;
  onNext: () => void;
};

const unitOf = (item: CartItem) => item.unit || 'kg';

/**
 * Step 1 'Your Cart' (spec 2.5, 5): each item with its picture, dealer, Rs/kg, quantity (− and
 * +, never below 1; or typed in kg with up to two decimals, issue 28), line total and Remove;
 * the cart total; Clear Cart and Next. Changes are saved in browser storage at once. On phones
 * each row becomes a small card.
 */
export function CartItemsStep({ items, isSending, onNext }: Props) {
  const save = (next: readonly CartItem[]) => browserStorage.setCart(next);

  return (
    <>
      <table className="cart-table">
        <caption className="visually-hidden">{cartTexts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{cartTexts.picture}</span>
            </th>
            <th scope="col">{cartTexts.item}</th>
            <th scope="col">{cartTexts.dealer}</th>
            <th scope="col">{cartTexts.rsPerKg}</th>
            <th scope="col">{cartTexts.quantity}</th>
            <th scope="col">{cartTexts.total}</th>
            <th scope="col">
              <span className="visually-hidden">{cartTexts.remove}</span>
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
              <td className="cart-table__cell" data-label={cartTexts.dealer}>
                {item.dealerName}
              </td>
              <td className="cart-table__cell" data-label={cartTexts.rsPerKg}>
                {formatRupees(item.price)}/{unitOf(item)}
              </td>
              <td className="cart-table__cell" data-label={cartTexts.quantity}>
                <div className="quantity">
                  <button
                    type="button"
                    className="quantity__button"
                    aria-label={cartTexts.decrease(item.name)}
                    // Spec 5: the button never takes the quantity below 1 (a typed 0.5 kg stays as it is).
                    disabled={isSending || item.itemQuantity <= 1}
                    onClick={() => save(changeQuantity(items, item.id, item.itemQuantity - 1))}
                  >
                    −
                  </button>
                  <QuantityInput item={item} unit={unitOf(item)} isDisabled={isSending} onQuantity={(kg) => save(setQuantity(items, item.id, kg))} />
                  <button
                    type="button"
                    className="quantity__button"
                    aria-label={cartTexts.increase(item.name)}
                    disabled={isSending}
                    onClick={() => save(changeQuantity(items, item.id, item.itemQuantity + 1))}
                  >
                    +
                  </button>
                </div>
              </td>
              <td className="cart-table__cell cart-table__line-total" data-label={cartTexts.total}>
                {formatRupees(item.totalPrice)}
              </td>
              <td className="cart-table__remove">
                <button
                  type="button"
                  className="btn btn--link-danger"
                  aria-label={cartTexts.removeItem(item.name)}
                  disabled={isSending}
                  onClick={() => save(removeFromCart(items, item.id))}
                >
                  {cartTexts.remove}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="checkout__total">
        <span>{cartTexts.total}</span> <strong>{formatRupees(cartTotal(items))}</strong>
      </p>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" disabled={isSending} onClick={() => save([])}>
          {cartTexts.clearCart}
        </button>
        <button type="button" className="btn btn--primary" disabled={isSending} onClick={onNext} aria-busy={isSending}>
          {cartTexts.next}
        </button>
      </div>
    </>
  );
}

type QuantityInputProps = { item: CartItem; unit: string; isDisabled: boolean; onQuantity: (kg: number) => void };

/**
 * The kg of a cart item, typed (issue 28): each quantity the cart takes is saved as it is typed;
 * one it refuses is marked with the contract's message and, on leaving the field, put back.
 */
function QuantityInput({ item, unit, isDisabled, onQuantity }: QuantityInputProps) {
  const errorId = useId();
  // What is being typed; null shows the saved quantity (which the buttons change too).
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? null : parseQuantity(draft);
  // A typed kg the buttons have changed since gives way to the saved one.
  const text = draft !== null && (typed === null || typed === item.itemQuantity) ? draft : String(item.itemQuantity);
  const isInvalid = draft !== null && typed === null;
  return (
    <>
      <span className="quantity__value">
        <input
          className="quantity__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={cartTexts.quantityOf(item.name, unit)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          disabled={isDisabled}
          value={text}
          onChange={(event) => {
            setDraft(event.target.value);
            const kg = parseQuantity(event.target.value);
            if (kg !== null) onQuantity(kg);
          }}
          onBlur={() => {
            if (isInvalid) toast.error(newUserMessages.cartQuantityInvalid);
            setDraft(null);
          }}
        />{' '}
        {unit}
        {/* What the buttons set is said, as the quantity was before it could be typed. */}
        <span className="visually-hidden" aria-live="polite">
          {draft === null ? `${formatNumber(item.itemQuantity)} ${unit}` : ''}
        </span>
      </span>
      {isInvalid && (
        <span id={errorId} className="quantity__error" role="alert">
          {newUserMessages.cartQuantityInvalid}
        </span>
      )}
    </>
  );
}
