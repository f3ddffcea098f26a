import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@kt/contract/catalog/catalog.endpoints';
import { sendCachedAnswer, type ListCache } from '../../platform/cache/list-cache.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { serializeAnswer } from '../../platform/http/page-reads.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { CatalogRepo } from './catalog.repo.ts';

/**
 * Public catalog, held in memory until it changes. Browsers and CDNs keep a copy but ask
 * again each time (a 304 while it is unchanged), so a new category shows at the next load.
 */
const cached = { status: 200, cacheControl: 'public, no-cache', revalidate: true };
const catalogTags = ['catalog'];

export function catalogHandlers(app: FastifyInstance, { repo, storage, listCache }: { repo: CatalogRepo; storage: FileStorage; listCache: ListCache }) {
  const categories = () =>
    listCache.answer('categories', catalogTags, async () => {
      const rows = await repo.listCategories();
      return serializeAnswer(
        catalogEndpoints.categoryList,
        rows.map((row) => ({ id: row.id, name: row.name, image: storage.urlFor(row.imageKey) })),
      );
    });
  // The /sell page's HTML shows the categories (server rendering).
  app.deps.pageReads.add(catalogEndpoints.categoryList, categories);
  handle(app, catalogEndpoints.categoryList, async (request, reply) =>
    sendCachedAnswer(request.headers['if-none-match'], reply, await categories(), cached),
  );

  handle(app, catalogEndpoints.subcategoryList, async (request, reply) => {
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
}
