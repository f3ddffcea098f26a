import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { ZDealerPricesResponse, ZDeletePriceRequest, ZPriceRequest, type PriceRequest } from '@kt/contract/dealer-settings/prices';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller, authenticate } from '../../platform/auth/guard.ts';
import { createPricesRepo, type PriceKey } from './prices.repo.ts';

const ZIdParams = z.object({ id: ZId });
const priceOptions = { validationMessage: messages.dealerArea.priceInvalid };

/** Spec 7 'Dealer settings': a dealer's own prices per subcategory and pincode. */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const repo = createPricesRepo(db);
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

  app.get(
    '/dealer_details/get-price/:id/',
    { onRequest: dealerOnly, schema: { params: ZIdParams, response: { 200: ZDealerPricesResponse } } },
    async (request, reply) => {
      assertNamesCaller(request, request.params.id);
      const rows = await repo.listDealerPrices(request.params.id);
      reply.header('Cache-Control', 'private, no-store');
      return rows.map((row) => ({
        id: row.id,
        dealer: row.dealerId,
        subcategory: row.subcategoryId,
        subcategory_name: row.subcategoryName,
        subcategory_image: storage.urlFor(row.subcategoryImageKey),
        category_name: row.categoryName,
        pincode: row.pincode,
        price: row.price,
        unit: row.unit,
        updated_at: row.updatedAt.toISOString(),
      }));
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
