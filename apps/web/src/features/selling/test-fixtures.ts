import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import type { CartItem } from '@kt/contract/selling/cart';
import type { DealerCard } from '@kt/contract/selling/dealers';
import type { PriceListEntry } from '@kt/contract/selling/price-list';

/** A price a dealer has set in 282001, for tests; override what the test is about. */
export function makePriceEntry(overrides: Partial<PriceListEntry> = {}): PriceListEntry {
  return {
    id: 11,
    subcategory: 3,
    subcategory_name: 'Newspaper',
    subcategory_image: '/media/newspaper.webp',
    price: '14.00',
    dealer: 5,
    dealer_name: 'Ravi Scrap Traders',
    dealer_kt_id: 'KTD000005',
    dealer_account_type: 'Kabadi',
    dealer_verified_on: '2026-01-15',
    pincode: '282001',
    unit: 'kg',
    GST: '5.00',
    percentage: '1.00',
    category_name: 'Paper',
    ...overrides,
  };
}

export function makeDealer(overrides: Partial<DealerCard> = {}): DealerCard {
  return {
    id: 5,
    KT_ID: 'KTD000005',
    name: 'Ravi Scrap Traders',
    mobile: '9123456780',
    account_type: 'Kabadi',
    dealing_in: ['Paper', 'Metal'],
    min_qty: '5.00',
    qty: '500.00',
    verified_on: '2026-01-15',
    ...overrides,
  };
}

/** A cart item as the browser keeps it. */
export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 101,
    name: 'Cardboard',
    img: '/media/cardboard.webp',
    dealer: 5,
    dealerName: 'Ravi Scrap Traders',
    price: '10.00',
    pincode: '282001',
    subcategory_id: 4,
    itemQuantity: 2,
    totalPrice: '20.00',
    gst: '0.00',
    percentage: '1.00',
    unit: 'kg',
    ...overrides,
  };
}

/** The pincode directory's answer for a pincode with a post office in Agra. */
export const agraLookup: PincodeLookupResponse = [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [
      {
        Name: 'Agra H.O',
        Block: 'Agra',
        District: 'Agra',
        State: 'Uttar Pradesh',
        Country: 'India',
        Pincode: '282001',
        Latitude: null,
        Longitude: null,
      },
    ],
  },
];

/** The pincode directory's answer for a pincode with no post office. */
export const noPostOffice: PincodeLookupResponse = [{ Status: 'Error', Message: 'No records found', PostOffice: null }];
