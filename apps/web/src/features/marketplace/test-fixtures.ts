import type { DealerInitiative, MarketplacePage } from '@kt/contract/marketplace/page';

/** An active Kabadi with two priced areas, one area without prices, figures and two initiatives. */
export function makeMarketplacePage(overrides: Partial<MarketplacePage> = {}): MarketplacePage {
  return {
    dealer: { id: 7, KT_ID: 'KTD000007', username: 'Ravi Scrap Traders', account_type: 'Kabadi', is_active: true, ProfilePic: null, verified_on: '2026-01-15', bookable: true },
    areas: [
      { pincode: '282001', area: 'Agra Cantt', city: 'Agra', state: 'Uttar Pradesh' },
      { pincode: '282005', area: 'Dayal Bagh', city: 'Agra', state: 'Uttar Pradesh' },
      { pincode: '282010', area: 'Sikandra', city: 'Agra', state: 'Uttar Pradesh' },
    ],
    prices: [
      price('282001', 11, 'Copper wire', 'Metal', '425.50'),
      price('282001', 10, 'Newspaper', 'Paper', '14.00'),
      price('282001', 12, 'Cardboard', 'Paper', '8.00'),
      price('282005', 10, 'Newspaper', 'Paper', '12.00'),
    ],
    stats: {
      customers_served: 41,
      rating_average: 4.5,
      rating_count: 12,
      kg_collected: '2080.00',
      years: 2,
      joined_on: '2023-04-26',
      verified_rating_average: 4.8,
      verified_rating_count: 4,
      open_rating_average: 4.3,
      open_rating_count: 8,
    },
    reviews: [
      { id: 7, rating: 5, review: 'Weighed in front of me, paid at once.', verified_pickup: true, created_at: '2026-11-20T05:00:00.000Z', reply: 'Thank you, see you next month.' },
      { id: 6, rating: 4, review: null, verified_pickup: false, created_at: '2026-11-21T05:00:00.000Z', reply: null },
    ],
    initiatives: [initiative(1, 'https://media.example.com/initiatives/1.webp', 'Clean-up drive at Taj Ganj'), initiative(2, null, 'Free e-waste collection')],
    ...overrides,
  };
}

function price(pincode: string, subcategory: number, name: string, category: string, amount: string) {
  return {
    pincode,
    subcategory,
    subcategory_name: name,
    subcategory_image: `https://media.example.com/subcategories/${subcategory}.webp`,
    category_name: category,
    price: amount,
    unit: 'kg',
  };
}

export function initiative(id: number, photo: string | null, message: string): DealerInitiative {
  return { id, dealer_id: 7, photo, message };
}
