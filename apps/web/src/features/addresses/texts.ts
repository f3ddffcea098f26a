import { defineTexts } from '@kt/contract/i18n/catalogue';
/** Words of the 'Add address' form (spec 5 'Customer address'). */
export const addressFormTexts = defineTexts('web/features/addresses/texts', 'addressFormTexts', {
  phone: 'Phone number',
  address: 'Address',
  area: 'Area',
  landmark: 'Landmark',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
  add: 'Add address',
  adding: 'Adding…',
} as const);

/** Words of the address book, its cards and the /address stub's list (spec 2.6). */
export const addressBookTexts = defineTexts('web/features/addresses/texts', 'addressBookTexts', {
  savedAddresses: 'Saved addresses',
  /** After the heading: ' (2 of 5)'. */
  countOf: (count: number, max: number) => ` (${count} of ${max})`,
  noneYet: 'You have no saved addresses yet.',
  addFirst: 'Add your first address',
  addAddress: 'Add address',
  loading: 'Loading your addresses',
  yourAddresses: 'Your addresses',
  manage: 'Manage my addresses',
  defaultBadge: 'default',
  cardLabel: (name: string, address: string) => `Address of ${name}: ${address}`,
  address: 'Address',
  area: 'Area',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  phone: 'Phone',
  deleteLabel: (address: string) => `Delete ${address}`,
  delete: 'Delete',
  previous: 'Previous addresses',
  next: 'Next addresses',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  page: (page: number) => `Page ${page}`,
} as const);
