import type { Category } from '@kt/contract/catalog/category-list';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { AllPincodesResponse, DealerArea } from '@kt/contract/dealer-settings/pincodes';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';

/** The signed-in dealer of the tests (makeAuthRecord's id). */
export const dealerId = 7;

export const categories: Category[] = [
  { id: 1, name: 'Paper', image: '/media/categories/paper.png' },
  { id: 2, name: 'Metal', image: '/media/categories/metal.png' },
];

export const subcategories: Subcategory[] = [
  { id: 11, sub_name: 'Newspaper', sub_image: '/media/sub/newspaper.png', category: 1 },
  { id: 12, sub_name: 'Cardboard', sub_image: '/media/sub/cardboard.png', category: 1 },
  { id: 21, sub_name: 'Iron', sub_image: '/media/sub/iron.png', category: 2 },
];

export const servedAreas: DealerArea[] = [
  { pincode: '282001', state: 'Uttar Pradesh', city: 'Agra', area: 'Civil Lines' },
  { pincode: '282002', state: 'Uttar Pradesh', city: 'Agra', area: 'Kamla Nagar' },
];

export function allPincodes(areas: DealerArea[] = servedAreas): AllPincodesResponse {
  return {
    dealer_id: dealerId,
    ...Object.fromEntries(areas.map((area, i) => [`Pincode ${i + 1}`, area.pincode])),
    areas,
    requests: [],
  };
}

export function makePrice(overrides: Partial<DealerPrice> = {}): DealerPrice {
  return {
    id: 1,
    dealer: dealerId,
    subcategory: 11,
    subcategory_name: 'Newspaper',
    subcategory_image: '/media/sub/newspaper.png',
    category_name: 'Paper',
    pincode: '282001',
    price: '14.00',
    unit: 'kg',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The fields of a multipart body, as the server reads them. */
export function formFields(body: BodyInit | null | undefined): Record<string, FormDataEntryValue> {
  return Object.fromEntries([...(body as FormData).entries()]);
}
