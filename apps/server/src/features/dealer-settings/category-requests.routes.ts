import type { FastifyInstance } from 'fastify';
import { dealerSettingsEndpoints } from '@kt/contract/dealer-settings/dealer-settings.endpoints';
import { assertNamesCaller } from '../../platform/auth/guard.ts';
import { requireFile } from '../../platform/files/uploads.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { CategoryRequestsRepo } from './category-requests.repo.ts';
import type { CategoryRequestsService } from './category-requests.service.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/** Spec 7 'Dealer settings': a dealer asks for a category the catalogue lacks, with a picture of it. */
export function categoryRequestsHandlers(app: FastifyInstance, { repo, service }: { repo: CategoryRequestsRepo; service: CategoryRequestsService }) {
  handle(app, dealerSettingsEndpoints.categoryRequests, async (request, reply) => {
    assertNamesCaller(request, request.params.id);
    // One page, newest first, as a bare list; `Link: <…>; rel="next"` names the next one.
    const rows = await privateTimeIdPage(request, reply, (page) => repo.listByDealer(request.params.id, page));
    return rows.map(service.entryOf);
  });

  handle(app, dealerSettingsEndpoints.addCategoryRequest, (request) => {
    const { dealer_id: dealerId, category_name: categoryName, description } = request.body;
    assertNamesCaller(request, dealerId);
    const picture = requireFile(request, 'category_image', dealerAreaMessages.categoryImageRequired);
    return service.request({ dealerId, categoryName, description }, picture, request.log);
  });
}
