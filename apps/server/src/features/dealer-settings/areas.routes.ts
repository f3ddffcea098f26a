import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notAcceptableKey,
  pincodeReadKey,
  ZAllPincodesResponse,
  ZNumberOfPincodes,
  ZPincodeRequest,
  ZPincodeRequestResponse,
  ZPincodeSlotsRequest,
  ZPincodeSlotsResponse,
  ZPublicPincodesResponse,
  pincodeRequestStatuses,
} from '@kt/contract/dealer-settings/pincodes';
import { endpoints } from '@kt/contract/endpoints';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller, authenticate } from '../../platform/auth/guard.ts';
import { createAreasRepo } from './areas.repo.ts';
import { createAreasService } from './areas.service.ts';
import { createDealerReadsService } from './dealer-reads.service.ts';
import { createPricesRepo } from './prices.repo.ts';
import { identifyCallerIfSignedIn } from './identify-caller.ts';

const ZIdParams = z.object({ id: ZId });
/** A dealer's own areas and requests: never kept by a shared cache, and fresh after every change. */
const ownDataCache = 'private, no-store';
/** What anyone may read: a cache asks again each time, so a dealer's change shows at the next load. */
const publicDataCache = 'public, no-cache';
const toStatus = (value: string) => pincodeRequestStatuses.find((status) => status === value) ?? 'Pending';

/** Spec 7 'Dealer settings': the pincodes a dealer serves, and requests for more. */
export const areasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pincodes } = app.deps;
  const repo = createAreasRepo(db);
  const service = createAreasService({ repo, pincodes });
  const reads = createDealerReadsService({ areas: repo, prices: createPricesRepo(db) });
  const dealerOnly = authenticate('dealer');

  app.get(
    '/dealer_details/no_of_pincodes/:id/',
    { onRequest: dealerOnly, schema: { params: ZIdParams, response: { 200: ZNumberOfPincodes } } },
    async (request, reply) => {
      assertNamesCaller(request, request.params.id);
      reply.header('Cache-Control', ownDataCache);
      return { no_of_pincodes: await repo.countAreas(request.params.id) };
    },
  );

  // Open to anyone (the spec's marketplace page reads it); the dealer also gets their requests.
  app.get(
    '/dealer_details/get_all_pincodes/:id/',
    {
      onRequest: identifyCallerIfSignedIn(),
      schema: { params: ZIdParams, response: { 200: z.union([ZAllPincodesResponse, ZPublicPincodesResponse]) } },
    },
    async (request, reply) => {
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
    },
  );

  const slotsOptions = {
    onRequest: dealerOnly,
    config: { validationMessage: messages.dealerSettings.checkPincode },
    schema: { body: ZPincodeSlotsRequest, response: { 200: ZPincodeSlotsResponse, 201: ZPincodeSlotsResponse } },
  } as const;

  app.post(endpoints.updatePincodes, slotsOptions, async (request) => {
    assertNamesCaller(request, request.body.dealer_id);
    const outcome = await service.saveAreas(request.body.dealer_id, request.body, 'update');
    // The spec's client reads `unsuccessful` and then calls add_pincodes with the same body.
    if (outcome === 'notRegistered') return { unsuccessful: messages.dealerSettings.dealerNotRegisteredInPincodes };
    return { msg: messages.dealerSettings.pincodesUpdated };
  });

  app.post(endpoints.addPincodes, slotsOptions, async (request, reply) => {
    assertNamesCaller(request, request.body.dealer_id);
    await service.saveAreas(request.body.dealer_id, request.body, 'add');
    return reply.code(201).send({ msg: messages.dealerSettings.pincodesAdded });
  });

  app.post(
    endpoints.requestPincode,
    {
      onRequest: dealerOnly,
      config: { validationMessage: messages.dealerSettings.checkPincode },
      schema: { body: ZPincodeRequest, response: { 200: ZPincodeRequestResponse, 201: ZPincodeRequestResponse } },
    },
    async (request, reply) => {
      const { dealer_id: dealerId, addrequest: pincode, area } = request.body;
      assertNamesCaller(request, dealerId);
      const outcome = await service.requestPincode(dealerId, pincode, area);
      if (outcome === 'pending') return { [notAcceptableKey]: messages.dealerSettings.pincodeRequestPending };
      return reply.code(201).send({ addrequest: pincode, msg: messages.dealerSettings.pincodeRequestSent });
    },
  );
};
