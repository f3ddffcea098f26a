/**
 * Issue 16: the receipt's labels, worded alike on the receipt page (web), its PDF and its e-mail
 * (server), so the two never drift; each side adds its own words (titles, buttons, the PDF's
 * currency in its column heads). One place, so a second language is one more object.
 */
export const receiptLabels = {
  completedOn: 'Completed on',
  pickupSlot: 'Pickup slot',
  seller: 'Seller',
  dealer: 'Dealer',
  address: 'Address',
  mobile: 'Mobile',
  item: 'Item',
  weight: 'Weight',
  addedAtDoor: 'added at the door',
  total: 'Total paid',
  payment: 'Payment',
  reference: 'Reference',
  commission: 'Platform commission owed by the dealer',
  methods: { cash: 'Cash', upi: 'UPI' },
} as const;
