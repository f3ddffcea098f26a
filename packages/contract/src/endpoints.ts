/**
 * The API paths of spec section 7, in one file with no schema library, so that a light page
 * can call an endpoint without loading zod. The schemas live in the per-endpoint modules.
 */
export const endpoints = {
  categoryList: '/cat/category-list/',
  subcategoryList: '/cat/all-subcategory-list/',
  pincodeLookup: (pincode: string) => `/pincode/${encodeURIComponent(pincode)}`,
} as const;
