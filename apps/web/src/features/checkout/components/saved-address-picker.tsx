import { useState } from 'react';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { useSavedAddresses } from '../api/get-saved-addresses.ts';
import type { PickupValues } from '../pickup-details.ts';
import { savedAddressTexts as t } from '../texts.ts';

/** The pickup form's fields a saved address fills (the name, phone and where). */
export type AddressFill = Pick<PickupValues, 'first_name' | 'last_name' | 'phone_number' | 'address_line_1' | 'address_line_2' | 'city' | 'state'>;

/** A saved address as the pickup form's fields: the account name split at its first space, area and landmark as the second line. */
export function fillFromAddress(address: CustomerAddress): AddressFill {
  const [first = '', ...rest] = address.name.trim().split(/\s+/);
  return {
    first_name: first,
    last_name: rest.join(' '),
    phone_number: address.phone_number,
    address_line_1: address.address,
    address_line_2: [address.address_area, address.landmark].map((part) => part.trim()).filter((part) => part !== '').join(', '),
    city: address.city,
    state: address.state,
  };
}

/** The default address first, then the others in the order they were saved. */
export function defaultFirst(addresses: readonly CustomerAddress[]): CustomerAddress[] {
  return [...addresses].sort((a, b) => Number(b.default === 'default') - Number(a.default === 'default'));
}

type Props = {
  /** The customer's KT id; null for an account without saved addresses (a dealer selling on). */
  ktId: string | null;
  /** The pincode of the cart's dealer: an address elsewhere is shown but cannot be picked. */
  cartPincode: string | null;
  /** A picked address (its fields), or null for 'a new address' (the address lines are cleared). */
  onPick: (fill: AddressFill | null) => void;
  isDisabled: boolean;
};

/**
 * Issue 28: the customer's saved addresses on the pickup address step, the default first, or a
 * new one. Picking one fills the form, which stays editable. Without saved addresses (or while
 * they cannot be loaded) the form is all there is.
 */
export function SavedAddressPicker({ ktId, cartPincode, onPick, isDisabled }: Props) {
  const addresses = useSavedAddresses(ktId);
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  if (!addresses.data || addresses.data.length === 0) return null;
  return (
    <fieldset className="fieldset saved-addresses">
      <legend className="field__label">{t.legend}</legend>
      <div className="choices">
        {defaultFirst(addresses.data).map((address) => {
          const isElsewhere = cartPincode !== null && address.pincode !== cartPincode;
          return (
            <label key={address.id} className="choice choice--radio">
              <input
                type="radio"
                name="saved-address"
                value={address.id}
                checked={picked === address.id}
                disabled={isDisabled || isElsewhere}
                onChange={() => {
                  setPicked(address.id);
                  onPick(fillFromAddress(address));
                }}
              />
              <span>
                <span className="choice__title">
                  {address.name}
                  {address.default === 'default' && <span className="saved-addresses__default"> {t.defaultTag}</span>}
                </span>
                <br />
                <span className="choice__text">{t.summary(address)}</span>
                {isElsewhere && cartPincode !== null && (
                  <>
                    <br />
                    <span className="choice__text saved-addresses__elsewhere">{t.elsewhere(cartPincode)}</span>
                  </>
                )}
              </span>
            </label>
          );
        })}
        <label className="choice choice--radio">
          <input
            type="radio"
            name="saved-address"
            value="new"
            checked={picked === 'new'}
            disabled={isDisabled}
            onChange={() => {
              setPicked('new');
              onPick(null);
            }}
          />
          <span className="choice__title">{t.newAddress}</span>
        </label>
      </div>
    </fieldset>
  );
}
