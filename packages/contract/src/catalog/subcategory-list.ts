import { z } from 'zod';

/** GET /cat/all-subcategory-list/ (routes.subcategoryList) */
export const ZSubcategory = z.object({
  id: z.number().int(),
  sub_name: z.string(),
  sub_image: z.string(),
  /** The id of the category it belongs to. */
  category: z.number().int(),
});
export type Subcategory = z.infer<typeof ZSubcategory>;

export const ZSubcategoryListResponse = z.array(ZSubcategory);
