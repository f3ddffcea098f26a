import type { FastifyInstance } from 'fastify';
import { limits } from '@kt/contract/limits';
import { marketplaceEndpoints } from '@kt/contract/marketplace/marketplace.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { sendCachedAnswer, type ListCache } from '../../platform/cache/list-cache.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { pageOf, readPageRequest, setNextLink, ZTimeIdKey, type TimeIdKey } from '../../platform/http/paging.ts';
import type { InitiativesRepo } from './initiatives.repo.ts';
import type { InitiativesService } from './initiatives.service.ts';

/** Public, but a change must show at the next load: caches keep a copy and ask again. */
const publicList = 'public, no-cache';

/** Spec 3 'Dealer initiative': anyone reads them; the dealer adds, edits and removes their own. */
export function initiativesHandlers(app: FastifyInstance, { repo, service, listCache }: { repo: InitiativesRepo; service: InitiativesService; listCache: ListCache }) {
  handle(app, marketplaceEndpoints.dealerInitiatives, async (request, reply) => {
    const page = readPageRequest(request.query, ZTimeIdKey);
    const { dealer_id: dealerId } = request.query;
    // One dealer's first page (the spec's page filters by dealer): held in memory until the
    // dealer's data changes ('dealer:<id>', migration 0009). A dealer has at most
    // limits.initiativesMax, so a page that size or larger holds them all and needs no next link.
    if (dealerId !== undefined && page.after === undefined && page.pageSize >= limits.initiativesMax) {
      const answer = await listCache.answer(`initiatives:${dealerId}:${page.pageSize}`, [`dealer:${dealerId}`], async () => {
        const rows = await repo.listPublic(dealerId, page);
        // More than fit (written past the app's limit): not cached, the paged answer below.
        return rows.length > page.pageSize ? '' : String(reply.serialize(rows.map(service.initiativeOf)));
      });
      if (answer.body !== '') return sendCachedAnswer(request.headers['if-none-match'], reply, answer, { status: 200, cacheControl: publicList, revalidate: true });
    }
    const rows = await repo.listPublic(dealerId, page);
    const { items, nextLink } = pageOf(rows, page, (row): TimeIdKey => [row.pageKeyAt, row.id], request.url);
    setNextLink(reply, nextLink);
    reply.header('Cache-Control', publicList);
    return items.map(service.initiativeOf);
  });

  handle(app, marketplaceEndpoints.addDealerInitiative, (request) =>
    service.add(currentUser(request).userId, request.body.message, optionalFile(request, 'photo'), request.log),
  );

  handle(app, marketplaceEndpoints.updateDealerInitiative, (request) => {
    const { message, remove_photo: removePhoto } = request.body;
    return service.update(currentUser(request).userId, request.params.id, { message, removePhoto, photo: optionalFile(request, 'photo') }, request.log);
  });

  handle(app, marketplaceEndpoints.removeDealerInitiative, (request) => service.remove(currentUser(request).userId, request.params.id, request.log));
}
