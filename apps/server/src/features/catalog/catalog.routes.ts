import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCategoryListResponse } from '@kt/contract/catalog/category-list';
import { ZSubcategoryListResponse } from '@kt/contract/catalog/subcategory-list';
import { endpoints } from '@kt/contract/endpoints';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { createCatalogRepo } from './catalog.repo.ts';

/**
 * Public catalog, held in memory until it changes. Browsers and CDNs keep a copy but ask
 * again each time (a 304 while it is unchanged), so a new category shows at the next load.
 */
const cached = { status: 200, cacheControl: 'public, no-cache', revalidate: true };
const catalogTags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCatalogRepo(app.deps.db);
  const { storage, listCache } = app.deps;

  app.get(endpoints.categoryList, { schema: { response: { 200: ZCategoryListResponse } } }, async (request, reply) => {
    const answer = await listCache.answer('categories', catalogTags, async () => {
      const rows = await repo.listCategories();
      return String(reply.serialize(rows.map((row) => ({ id: row.id, name: row.name, image: storage.urlFor(row.imageKey) }))));
    });
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, cached);
  });

  app.get(endpoints.subcategoryList, { schema: { response: { 200: ZSubcategoryListResponse } } }, async (request, reply) => {
    const answer = await listCache.answer('subcategories', catalogTags, async () => {
      const rows = await repo.listSubcategories();
      return String(
        reply.serialize(
          rows.map((row) => ({
            id: row.id,
            sub_name: row.name,
            sub_image: storage.urlFor(row.imageKey),
            category: row.categoryId,
          })),
        ),
      );
    });
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, cached);
  });
};
