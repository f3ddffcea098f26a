/**
 * Words of the selling forms that the spec leaves open (ours; its own texts come from the
 * contract's messages), kept together so they can move to the Hindi catalogue.
 */
export const sellingFormTexts = {
  // The change-pincode modal
  pincodeTitle: 'Change area pincode',
  pincodeLabel: 'Area pincode',
  pincodePlaceholder: 'e.g. 282001',
  cancel: 'Cancel',
  savePincode: 'Save pincode',

  // A price card
  quantityIn: (unit: string) => `Quantity (${unit})`,
  addToCart: 'Add to cart',

  // The inquiry modal
  inquiryTitle: (dealerName: string) => `Sell to ${dealerName}`,
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  item: 'Item',
  itemPlaceholder: 'e.g. Newspaper',
  quantityKg: 'Quantity (kg)',
  description: 'Description',
  picture: 'Picture of the item',
  sendInquiry: 'Send inquiry',
} as const;
