import type { FastifyInstance } from 'fastify';
import { dealerSettingsEndpoints } from '@kt/contract/dealer-settings/dealer-settings.endpoints';
import { notAcceptableKey, pincodeReadKey, pincodeRequestStatuses } from '@kt/contract/dealer-settings/pincodes';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { AreasRepo } from './areas.repo.ts';
import type { AreasService } from './areas.service.ts';
import type { DealerReadsService } from './dealer-reads.service.ts';
import { identifyCallerIfSignedIn } from './identify-caller.ts';

/** A dealer's own areas and requests: never kept by a shared cache, and fresh after every change. */
const ownDataCache = 'private, no-store';
/** What anyone may read: a cache asks again each time, so a dealer's change shows at the next load. */
const publicDataCache = 'public, no-cache';
const toStatus = (value: string) => pincodeRequestStatuses.find((status) => status === value) ?? 'Pending';

/** Spec 7 'Dealer settings': the pincodes a dealer serves, and requests for more. */
export function areasHandlers(
  app: FastifyInstance,
  { repo, service, reads }: { repo: AreasRepo; service: AreasService; reads: DealerReadsService },
) {
  const identifyCaller = identifyCallerIfSignedIn();

  handle(app, dealerSettingsEndpoints.numberOfPincodes, async (request, reply) => {
    assertNamesCaller(request, request.params.id);
    reply.header('Cache-Control', ownDataCache);
    return { no_of_pincodes: await repo.countAreas(request.params.id) };
  });

  // Open to anyone (the spec's marketplace page reads it); the dealer also gets their requests.
  handle(app, dealerSettingsEndpoints.allPincodes, async (request, reply) => {
    await identifyCaller(request, reply);
    const dealerId = request.params.id;
    const { areas, requests } = await reads.readAreas(dealerId, request.auth);
    const slots = {
      dealer_id: dealerId,
      ...Object.fromEntries(areas.map((entry, i) => [pincodeReadKey(i + 1), entry.pincode])),
      areas,
    };
    // The answer differs with the caller's token.
    reply.header('Vary', 'Authorization');
    if (requests === null) {
      reply.header('Cache-Control', publicDataCache);
      return slots;
    }
    reply.header('Cache-Control', ownDataCache);
    return {
      ...slots,
      requests: requests.map((entry) => ({
        id: entry.id,
        pincode: entry.pincode,
        area: entry.area,
        status: toStatus(entry.status),
        created_at: entry.createdAt.toISOString(),
      })),
    };
  });

  handle(app, dealerSettingsEndpoints.updatePincodes, async (request) => {
    assertNamesCaller(request, request.body.dealer_id);
    const outcome = await service.saveAreas(request.body.dealer_id, request.body, 'update');
    // The spec's client reads `unsuccessful` and then calls add_pincodes with the same body.
    if (outcome === 'notRegistered') return { unsuccessful: messages.dealerSettings.dealerNotRegisteredInPincodes };
    return { msg: messages.dealerSettings.pincodesUpdated };
  });

  handle(app, dealerSettingsEndpoints.addPincodes, async (request) => {
    assertNamesCaller(request, request.body.dealer_id);
    await service.saveAreas(request.body.dealer_id, request.body, 'add');
    return { msg: messages.dealerSettings.pincodesAdded };
  });

  handle(app, dealerSettingsEndpoints.requestPincode, async (request, reply) => {
    const { dealer_id: dealerId, addrequest: pincode, area } = request.body;
    assertNamesCaller(request, dealerId);
    const outcome = await service.requestPincode(dealerId, pincode, area);
    if (outcome === 'pending') return reply.code(200).send({ [notAcceptableKey]: messages.dealerSettings.pincodeRequestPending });
    return { addrequest: pincode, msg: messages.dealerSettings.pincodeRequestSent };
  });
}
