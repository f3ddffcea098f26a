import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const pickupFormTexts: Twin<typeof english.pickupFormTexts> = {
  firstName: 'पहला नाम',
  lastName: 'उपनाम',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  emailHint: 'आपके खाते का ई-मेल',
  house: 'मकान/फ़्लैट',
  address: 'पता',
  city: 'शहर',
  state: 'राज्य',
  country: 'देश',
  date: 'पिकअप की तारीख़',
  dateHint: 'कल से',
  time: 'पिकअप का समय',
  chooseSlot: 'समय चुनें',
  back: 'पीछे',
  next: 'आगे',
};

export const cartTexts: Twin<typeof english.cartTexts> = {
  quantityOf: (item, unit) => `${item} की मात्रा (${unit} में)`,
  caption: 'आपके कार्ट का सामान',
  picture: 'फ़ोटो',
  item: 'सामान',
  dealer: 'डीलर',
  rsPerKg: '₹/किलो',
  quantity: 'मात्रा',
  total: 'कुल',
  remove: 'हटाएँ',
  decrease: (item) => `${item} घटाएँ`,
  increase: (item) => `${item} बढ़ाएँ`,
  removeItem: (item) => `${item} हटाएँ`,
  clearCart: 'कार्ट खाली करें',
  next: 'आगे',
};

export const savedAddressTexts: Twin<typeof english.savedAddressTexts> = {
  legend: 'सहेजे गए पते से पिकअप',
  defaultTag: '(मुख्य)',
  summary: (address) =>
    [address.address, address.address_area, address.landmark, address.city, address.state].filter((part) => part.trim() !== '').join(', ') +
    ` – ${address.pincode}`,
  elsewhere: (pincode) => `${pincode} में नहीं, जहाँ आपके कार्ट का डीलर पिकअप करता है`,
  newAddress: 'नया पता लिखें',
};

export const checkoutTexts: Twin<typeof english.checkoutTexts> = {
  steps: { cart: 'आपका कार्ट', pickupAddress: 'पिकअप का पता', finalCheckout: 'आख़िरी चेकआउट' },
  items: 'सामान',
  total: 'कुल',
  pickup: 'पिकअप',
  name: 'नाम',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  address: 'पता',
  date: 'तारीख़',
  time: 'समय',
  back: 'पीछे',
  checkOut: 'चेकआउट करें',
  thanks: 'धन्यवाद',
  orderNumber: 'ऑर्डर नंबर',
  sellAgain: 'फिर से बेचें',
  goToSell: 'बेचने के पेज पर जाएँ',
};
