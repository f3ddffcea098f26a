import { useId } from 'react';
import { Link } from 'react-router';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { isCustomerAccountType } from '@kt/contract/accounts/account-types';
import { limits } from '@kt/contract/limits';
import { paths } from '../../../lib/paths.ts';
import { useCart, usePincode } from '../../../lib/cart-store.ts';
import { useAuth, useIsGuest } from '../../../lib/use-auth.ts';
import '../../../styles/forms.css';
import '../styles/selling.css';
import { sellPageTexts as pageTexts } from '../texts.ts';

/** Customers and guests see the top bar (spec 2.3); dealers and admins do not. */
export function seesSellTopBar(auth: AuthRecord | null): boolean {
  return !auth || isCustomerAccountType(auth.account_type);
}

/** The cart badge's text: the item count, capped at 99+ (spec 9). */
export function badgeText(count: number): string {
  return count > limits.badgeCap ? `${limits.badgeCap}+` : String(count);
}

/**
 * The welcome of spec 2.3: 'Welcome' and the username for a customer, 'Welcome As Guest' for a
 * visitor with the guest marker (written when a signed-out visitor opens the sell pages).
 */
export function welcomeText(auth: AuthRecord | null, isGuest: boolean): string {
  if (auth) return pageTexts.welcome(auth.username);
  return isGuest ? pageTexts.welcomeGuest : pageTexts.welcomeAlone;
}

type Props = {
  /** What is typed in the search box; the page filters what it shows by it. */
  search: string;
  onSearchChange: (value: string) => void;
  /** The search box's label (read out; the placeholder shows it too). */
  searchLabel: string;
  onChangePincode: () => void;
};

/**
 * The sell pages' top bar for customers and guests (spec 2.3): a search box that filters as you
 * type, the welcome, the area pincode with its change button, the profile link and the cart
 * with its item-count badge.
 */
export function SellTopBar({ search, onSearchChange, searchLabel, onChangePincode }: Props) {
  const auth = useAuth();
  const isGuest = useIsGuest();
  const cart = useCart();
  const pincode = usePincode();
  const searchId = useId();
  if (!seesSellTopBar(auth)) return null;

  const count = badgeText(cart.length);
  return (
    <div className="sell-top-bar" role="region" aria-label={pageTexts.toolsLabel}>
      <p className="sell-top-bar__welcome">{welcomeText(auth, isGuest)}</p>
      <div className="sell-top-bar__search" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {searchLabel}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={searchLabel}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <AreaPincodeLine pincode={pincode} onChange={onChangePincode} />
      <nav className="sell-top-bar__links" aria-label={pageTexts.accountLinks}>
        <Link to={paths.userProfile} className="sell-top-bar__link">
          {pageTexts.profile}
        </Link>
        {/* The name contains the visible 'Cart 3' (WCAG 2.5.3), then says what the number counts. */}
        <Link to={paths.cart} className="sell-top-bar__link" aria-label={pageTexts.cartLabel(count, cart.length === 1)}>
          {pageTexts.cart} <span className="badge">{count}</span>
        </Link>
      </nav>
    </div>
  );
}

/** The current area pincode and the button that opens the change-pincode modal. */
export function AreaPincodeLine({ pincode, onChange }: { pincode: string | null; onChange: () => void }) {
  return (
    <div className="area-pincode">
      <span className="area-pincode__value">
        {pageTexts.pincode} <strong>{pincode ?? pageTexts.notChosen}</strong>
      </span>
      <button type="button" className="btn btn--secondary btn--small" onClick={onChange}>
        {pageTexts.changePincode}
      </button>
    </div>
  );
}
