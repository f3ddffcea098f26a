import type { AddressRequest } from '@kt/contract/addresses/address';
import { phonePattern, pincodePattern } from '@kt/contract/patterns';

export type AddressValues = {
  phone_number: string;
  address: string;
  address_area: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
};
export type AddressField = keyof AddressValues;

export const emptyAddressValues: AddressValues = {
  phone_number: '',
  address: '',
  address_area: '',
  landmark: '',
  pincode: '',
  city: '',
  state: '',
};

/**
 * Spec 5 'Customer address', checked by hand (no zod on this page): a 10-digit phone, a 6-digit
 * pincode, and every other field filled. Returns the fields that break it, in form order.
 */
export function findInvalidFields(values: AddressValues): AddressField[] {
  const invalid: AddressField[] = [];
  for (const field of Object.keys(emptyAddressValues) as AddressField[]) {
    const value = values[field].trim();
    const isValid =
      field === 'phone_number' ? phonePattern.test(value) : field === 'pincode' ? pincodePattern.test(value) : value !== '';
    if (!isValid) invalid.push(field);
  }
  return invalid;
}

/** The POST body: the trimmed fields and the caller's user id. */
export function toAddressRequest(values: AddressValues, userId: number): AddressRequest {
  return {
    user_id: userId,
    phone_number: values.phone_number.trim(),
    address: values.address.trim(),
    address_area: values.address_area.trim(),
    landmark: values.landmark.trim(),
    pincode: values.pincode.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
  };
}
