/**
 * Words of the checkout's pickup address step that the spec leaves open (ours; its own texts come
 * from the contract's messages), kept together so they can move to the Hindi catalogue.
 */
export const pickupFormTexts = {
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
} as const;
