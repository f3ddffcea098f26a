import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import {
  ZDealerPricesResponse,
  ZDeletePriceRequest,
  ZPriceRequest,
  ZPublicDealerPricesResponse,
  type PriceRequest,
  type PublicDealerPrice,
} from '@kt/contract/dealer-settings/prices';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller, authenticate } from '../../platform/auth/guard.ts';
import { createAreasRepo } from './areas.repo.ts';
import { createDealerReadsService } from './dealer-reads.service.ts';
import { identifyCallerIfSignedIn } from './identify-caller.ts';
import { createPricesRepo, type PriceKey } from './prices.repo.ts';

const ZIdParams = z.object({ id: ZId });
const priceOptions = { validationMessage: messages.dealerArea.priceInvalid };

/** Spec 7 'Dealer settings': a dealer's own prices per subcategory and pincode. */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const repo = createPricesRepo(db);
  const reads = createDealerReadsService({ areas: createAreasRepo(db), prices: repo });
  const dealerOnly = authenticate('dealer');

  /** The key of the caller's price named in the body, once its subcategory exists (not retired) and its pincode is one they serve. */
  async function servedPriceKey(body: Pick<PriceRequest, 'dealer' | 'subcategory' | 'pincode'>): Promise<PriceKey> {
    const key = { dealerId: body.dealer, subcategoryId: body.subcategory, pincode: body.pincode };
    const state = await repo.subcategoryState(key.subcategoryId);
    if (state === 'unknown') {
      throw new AppError('NOT_FOUND', messages.dealerArea.subcategoryUnknown, { subcategory: [messages.dealerArea.subcategoryUnknown] });
    }
    if (state === 'retired') {
      throw new AppError('CONFLICT', messages.admin.catalogueItemRetired, { subcategory: [messages.admin.catalogueItemRetired] });
    }
    if (!(await repo.servesPincode(key.dealerId, key.pincode))) {
      throw new AppError('CONFLICT', messages.dealerArea.priceNotServed, { pincode: [messages.dealerArea.priceNotServed] });
    }
    return key;
  }

  // Open to anyone (the spec's marketplace page reads it); the dealer also gets when each price changed.
  app.get(
    '/dealer_details/get-price/:id/',
    {
      onRequest: identifyCallerIfSignedIn(),
      schema: { params: ZIdParams, response: { 200: z.union([ZDealerPricesResponse, ZPublicDealerPricesResponse]) } },
    },
    async (request, reply) => {
      const { reader, rows } = await reads.readPrices(request.params.id, request.auth);
      const publicRows = rows.map(
        (row): PublicDealerPrice => ({
          id: row.id,
          dealer: row.dealerId,
          subcategory: row.subcategoryId,
          subcategory_name: row.subcategoryName,
          subcategory_image: storage.urlFor(row.subcategoryImageKey),
          category_name: row.categoryName,
          pincode: row.pincode,
          price: row.price,
          unit: row.unit,
        }),
      );
      // The answer differs with the caller's token.
      reply.header('Vary', 'Authorization');
      if (reader === 'public') {
        reply.header('Cache-Control', 'public, no-cache');
        return publicRows;
      }
      reply.header('Cache-Control', 'private, no-store');
      return publicRows.map((row, i) => ({ ...row, updated_at: rows[i]?.updatedAt.toISOString() ?? '' }));
    },
  );

  app.post(
    endpoints.addPrice,
    { onRequest: dealerOnly, config: priceOptions, schema: { body: ZPriceRequest, response: { 201: ZMsgResponse } } },
    async (request, reply) => {
      assertNamesCaller(request, request.body.dealer);
      const key = await servedPriceKey(request.body);
      // The spec's client answers a refused add by calling update, so an existing price is a 409, not a silent overwrite.
      if (!(await repo.insertPrice(key, request.body.price))) throw new AppError('CONFLICT', messages.dealerArea.priceExists);
      return reply.code(201).send({ msg: messages.dealerSettings.priceAdded });
    },
  );

  app.post(
    endpoints.updatePrice,
    { onRequest: dealerOnly, config: priceOptions, schema: { body: ZPriceRequest, response: { 200: ZMsgResponse } } },
    async (request) => {
      assertNamesCaller(request, request.body.dealer);
      const key = await servedPriceKey(request.body);
      if (!(await repo.updatePrice(key, request.body.price))) throw new AppError('NOT_FOUND', messages.dealerArea.priceMissing);
      return { msg: messages.dealerSettings.priceUpdated };
    },
  );

  app.post(
    endpoints.deletePrice,
    { onRequest: dealerOnly, schema: { body: ZDeletePriceRequest, response: { 200: ZMsgResponse } } },
    async (request) => {
      assertNamesCaller(request, request.body.dealer);
      const { dealer, subcategory, pincode } = request.body;
      // A price in a pincode no longer served can still be removed: it is the dealer's own row.
      if (!(await repo.deletePrice({ dealerId: dealer, subcategoryId: subcategory, pincode }))) {
        throw new AppError('NOT_FOUND', messages.dealerArea.priceNotRemoved);
      }
      return { msg: messages.dealerSettings.priceRemoved };
    },
  );
};
