import { messages } from '../messages.ts';

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
  /** Issue 28: an upheld dispute's adjustment, part of the total paid. */
  adjustment: 'Dispute adjustment (upheld)',
  payment: 'Payment',
  reference: 'Reference',
  /** Issue 28: a UPI payment's reference is its UTR. */
  utr: 'UPI reference (UTR)',
  scalePhoto: "Photo of the scale's reading",
  scalePhotoOnPage: 'Shown on the receipt page.',
  commission: 'Platform commission owed by the dealer',
  methods: { cash: 'Cash', upi: 'UPI' },
  /** Issue 28: the type of a dealer who sold on to a recycler, after the seller's name. */
  sellerDealerTypes: {
    Kabadi: messages.marketplaceArea.dealerTypeKabadi,
    Collector: messages.marketplaceArea.dealerTypeCollector,
  } as Readonly<Record<string, string>>,
} as const;

/** The receipt's seller: 'Asha Sharma (KTC000007)', or for a dealer who sold on 'Ramesh Kabadiwala (KTD000003), Kabadiwala'. */
export function receiptSeller(seller: { name: string; kt_id: string; account_type: string }): string {
  const dealerType = receiptLabels.sellerDealerTypes[seller.account_type];
  return `${seller.name} (${seller.kt_id})${dealerType ? `, ${dealerType}` : ''}`;
}
