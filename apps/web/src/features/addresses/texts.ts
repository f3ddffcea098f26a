/** Words of the 'Add address' form (spec 5 'Customer address'). */
export const addressFormTexts = {
  phone: 'Phone number',
  address: 'Address',
  area: 'Area',
  landmark: 'Landmark',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
  add: 'Add address',
  adding: 'Adding…',
} as const;
