import type { FastifyInstance } from 'fastify';
import { impactEndpoints } from '@kt/contract/impact/impact.endpoints';
import { actingDealerId, currentUser } from '../../platform/auth/guard.ts';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { ImpactService } from './impact.service.ts';

/** Kg recycled and CO2 avoided, from completed orders (issue 16). */
export function impactHandlers(app: FastifyInstance, service: ImpactService) {
  /** The signed-in customer's own completed pickups. */
  handle(app, impactEndpoints.impactCustomer, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.ofCustomer(currentUser(request).userId);
  });

  /** The dealer's completed pickups; the dealer's employees see their dealer's (they complete pickups for it). */
  handle(app, impactEndpoints.impactDealer, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.ofDealer(actingDealerId(request));
  });

  /** Everyone's, for the About page; a browser revalidates it (a 304 while nothing was completed). */
  // The About page's HTML shows them.
  app.deps.pageReads.add(impactEndpoints.impactSite, () => service.ofSite());
  handle(app, impactEndpoints.impactSite, async (request, reply) =>
    sendCachedAnswer(request.headers['if-none-match'], reply, await service.ofSite(), {
      status: 200,
      cacheControl: 'public, no-cache',
      revalidate: true,
    }),
  );
}
