import { z } from 'zod';

/** GET /cat/category-list/ (routes.categoryList) */
export const ZCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A URL the browser can load from our server. */
  image: z.string(),
});
export type Category = z.infer<typeof ZCategory>;

export const ZCategoryListResponse = z.array(ZCategory);

/** The six categories of the selling page's filter (spec 2.3), in the order shown. */
export const categoryNames = ['Paper', 'Glass', 'Plastic', 'Metal', 'E-waste', 'Other'] as const;
