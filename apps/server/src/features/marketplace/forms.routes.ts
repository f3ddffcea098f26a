import type { FastifyInstance } from 'fastify';
import { marketplaceEndpoints } from '@kt/contract/marketplace/marketplace.endpoints';
import { messages } from '@kt/contract/messages';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { MarketplaceFormsService } from './forms.service.ts';

/** Spec 3 and 7 'Marketplace': the three forms of a dealer's public page, open to anyone. */
export function formsHandlers(app: FastifyInstance, service: MarketplaceFormsService) {
  handle(app, marketplaceEndpoints.schedulePickup, async (request) => {
    await service.schedulePickup(request.body, request.ip);
    return { msg: messages.marketplace.scheduleSuccess };
  });

  handle(app, marketplaceEndpoints.dealerRating, async (request) => {
    await service.rate(request.body, request.ip);
    return { msg: messages.marketplace.ratingSuccess };
  });

  handle(app, marketplaceEndpoints.reachUs, async (request) => {
    await service.reachUs(request.body, request.ip);
    return { msg: messages.marketplaceArea.reachUsSuccess };
  });
}
