import { defineTexts } from '@kt/contract/i18n/catalogue';
/**
 * Words of the checkout's pickup address step that the spec leaves open (ours; its own texts come
 * from the contract's messages), kept together so they can move to the Hindi catalogue.
 */
export const pickupFormTexts = defineTexts('web/features/checkout/texts', 'pickupFormTexts', {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
  emailHint: "Your account's e-mail",
  house: 'House/flat',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  date: 'Pickup date',
  dateHint: 'From tomorrow',
  time: 'Pickup time',
  chooseSlot: 'Choose a time slot',
  back: 'Back',
  next: 'Next',
} as const);

/** Words of the cart step that the spec leaves open (issue 28: the kg is typed too). */
export const cartTexts = defineTexts('web/features/checkout/texts', 'cartTexts', {
  quantityOf: (item: string, unit: string) => `Quantity of ${item} in ${unit}`,
} as const);

/** Issue 28: the saved addresses offered on the pickup address step. */
export const savedAddressTexts = defineTexts('web/features/checkout/texts', 'savedAddressTexts', {
  legend: 'Pick up from a saved address',
  defaultTag: '(default)',
  summary: (address: { address: string; address_area: string; landmark: string; city: string; state: string; pincode: string }) =>
    [address.address, address.address_area, address.landmark, address.city, address.state].filter((part) => part.trim() !== '').join(', ') +
    ` – ${address.pincode}`,
  elsewhere: (pincode: string) => `Not in ${pincode}, where your cart's dealer picks up`,
  newAddress: 'Enter a new address',
} as const);
