import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { marketplaceEndpoints } from '@kt/contract/marketplace/marketplace.endpoints';
import { messages } from '@kt/contract/messages';
import { authenticate } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { MarketplaceFormsService } from './forms.service.ts';

const customerOnly = authenticate('customer');

/**
 * Issue 28: the customer signed in with the request, if any. The form stays open to anyone: a
 * missing, expired or non-customer token makes an open rating, never a refusal.
 */
async function signedInCustomer(request: FastifyRequest, reply: FastifyReply): Promise<number | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    await customerOnly(request, reply);
    return request.auth?.userId;
  } catch {
    return undefined;
  }
}

/** Spec 3 and 7 'Marketplace': the three forms of a dealer's public page, open to anyone. */
export function formsHandlers(app: FastifyInstance, service: MarketplaceFormsService) {
  handle(app, marketplaceEndpoints.schedulePickup, async (request) => {
    await service.schedulePickup(request.body, request.ip);
    return { msg: messages.marketplace.scheduleSuccess };
  });

  handle(app, marketplaceEndpoints.dealerRating, async (request, reply) => {
    await service.rate(request.body, request.ip, await signedInCustomer(request, reply));
    return { msg: messages.marketplace.ratingSuccess };
  });

  handle(app, marketplaceEndpoints.reachUs, async (request) => {
    await service.reachUs(request.body, request.ip);
    return { msg: messages.marketplaceArea.reachUsSuccess };
  });
}
