import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categories, subcategories } from '../../platform/db/schema/index.ts';

/**
 * The public catalogue leaves out what an admin retired (issue 15): a retired category with all
 * its subcategories, and a retired subcategory. The rows stay for the orders that name them.
 */
export function createCatalogRepo(db: Db) {
  return {
    listCategories() {
      return db
        .select({ id: categories.id, name: categories.name, imageKey: categories.imageKey })
        .from(categories)
        .where(isNull(categories.retiredAt))
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
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(and(isNull(subcategories.retiredAt), isNull(categories.retiredAt)))
        .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
    },
  };
}
export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
