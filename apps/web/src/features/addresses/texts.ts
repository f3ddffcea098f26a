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
