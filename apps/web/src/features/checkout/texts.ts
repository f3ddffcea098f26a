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
  caption: 'Items in your cart',
  picture: 'Picture',
  item: 'Item',
  dealer: 'Dealer',
  rsPerKg: 'Rs/kg',
  quantity: 'Quantity',
  total: 'Total',
  remove: 'Remove',
  decrease: (item: string) => `Decrease ${item}`,
  increase: (item: string) => `Increase ${item}`,
  removeItem: (item: string) => `Remove ${item}`,
  clearCart: 'Clear Cart',
  next: 'Next',
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

/** The checkout's steps, its final step and the modal after it (spec 2.5). */
export const checkoutTexts = defineTexts('web/features/checkout/texts', 'checkoutTexts', {
  steps: { cart: 'Your Cart', pickupAddress: 'Your Pickup Address', finalCheckout: 'Final Checkout' },
  items: 'Items',
  total: 'Total',
  pickup: 'Pickup',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  date: 'Date',
  time: 'Time',
  back: 'Back',
  checkOut: 'Check out',
  thanks: 'Thanks',
  orderNumber: 'Order number',
  sellAgain: 'Sell again',
  goToSell: 'Go to sell page',
} as const);
