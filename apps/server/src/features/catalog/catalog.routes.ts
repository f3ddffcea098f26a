import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCategoryListResponse } from '@kt/contract/catalog/category-list';
import { ZSubcategoryListResponse } from '@kt/contract/catalog/subcategory-list';
import { endpoints } from '@kt/contract/endpoints';
import { createCatalogRepo } from './catalog.repo.ts';

/** Public catalog: changes only through the seed or the admin, so caches may keep it briefly. */
const cacheControl = 'public, max-age=60';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCatalogRepo(app.deps.db);
  const { storage } = app.deps;

  app.get(endpoints.categoryList, { schema: { response: { 200: ZCategoryListResponse } } }, async (_request, reply) => {
    const rows = await repo.listCategories();
    reply.header('Cache-Control', cacheControl);
    return rows.map((row) => ({ id: row.id, name: row.name, image: storage.urlFor(row.imageKey) }));
  });

  app.get(endpoints.subcategoryList, { schema: { response: { 200: ZSubcategoryListResponse } } }, async (_request, reply) => {
    const rows = await repo.listSubcategories();
    reply.header('Cache-Control', cacheControl);
    return rows.map((row) => ({
      id: row.id,
      sub_name: row.name,
      sub_image: storage.urlFor(row.imageKey),
      category: row.categoryId,
    }));
  });
};
