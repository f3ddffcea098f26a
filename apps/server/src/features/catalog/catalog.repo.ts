import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categories, subcategories } from '../../platform/db/schema/index.ts';

export function createCatalogRepo(db: Db) {
  return {
    listCategories() {
      return db
        .select({ id: categories.id, name: categories.name, imageKey: categories.imageKey })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id));
    },
    listSubcategories() {
      return db
        .select({
          id: subcategories.id,
          name: subcategories.name,
          imageKey: subcategories.imageKey,
          categoryId: subcategories.categoryId,
        })
        .from(subcategories)
        .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
    },
  };
}
export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
