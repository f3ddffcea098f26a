import type { FastifyInstance } from 'fastify';
import { indiaDate } from '@kt/contract/india-time';
import { messages } from '@kt/contract/messages';
import { sellingEndpoints } from '@kt/contract/selling/selling.endpoints';
import { sendCachedAnswer, type ListCache } from '../../platform/cache/list-cache.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { serializeAnswer } from '../../platform/http/page-reads.ts';
import type { DealersRepo } from './dealers.repo.ts';
import type { DealersService } from './dealers.service.ts';

/**
 * What a dealer sets must show at a customer's next load (a removed price gone, a new range
 * shown): the lists are held in memory until a change announced by the database, and browsers
 * and CDNs may keep a copy but must ask again before using it (getdealers answers 304 while
 * unchanged; search-subcategory, a 302 carrying data, never does).
 */
const publicListCache = 'public, no-cache';

type Deps = { repo: DealersRepo; service: DealersService; storage: FileStorage; listCache: ListCache };

/** Spec section 7 'Selling': who buys what at which price in a pincode, and inquiries to a dealer. */
export function dealersHandlers(app: FastifyInstance, { repo, service, storage, listCache }: Deps) {
  const pricesIn = (pincode: string) =>
    listCache.answer(`prices:${pincode}`, [`pincode:${pincode}`], async () => {
      const rows = await repo.listPricesInPincode(pincode);
      return serializeAnswer(
        sellingEndpoints.searchSubcategory,
        rows.map((row) => ({
          id: row.id,
          subcategory: row.subcategoryId,
          subcategory_name: row.subcategoryName,
          subcategory_image: storage.urlFor(row.subcategoryImageKey),
          price: row.price,
          dealer: row.dealerId,
          dealer_name: row.dealerName,
          dealer_kt_id: row.dealerKtId,
          dealer_account_type: row.dealerAccountType,
          dealer_verified_on: row.dealerVerifiedAt ? indiaDate(row.dealerVerifiedAt) : null,
          pincode: row.pincode,
          unit: row.unit,
          GST: row.gst,
          percentage: row.commission,
          category_name: row.categoryName,
        })),
      );
    });
  const dealersIn = (pincode: string) =>
    listCache.answer(`dealers:${pincode}`, [`pincode:${pincode}`], async () => {
      const rows = await repo.listDealersInPincode(pincode);
      return serializeAnswer(sellingEndpoints.getDealers, {
        data: {
          dealers: rows.map((row) => ({
            id: row.id,
            KT_ID: row.ktId,
            name: row.name,
            mobile: row.mobile,
            account_type: row.accountType,
            dealing_in: row.dealingIn,
            min_qty: row.minQty,
            qty: row.maxQty,
            verified_on: row.verifiedAt ? indiaDate(row.verifiedAt) : null,
          })),
        },
      });
    });
  // /sell/sellitem's HTML shows the area's prices and dealers.
  app.deps.pageReads.add(sellingEndpoints.searchSubcategory, ({ pincode }) => pricesIn(pincode));
  app.deps.pageReads.add(sellingEndpoints.getDealers, ({ pincode }) => dealersIn(pincode));

  // The spec's answer: 302 carrying the list (no Location, so browsers hand it to the page).
  handle(app, sellingEndpoints.searchSubcategory, async (request, reply) =>
    sendCachedAnswer(undefined, reply, await pricesIn(request.params.pincode), { status: 302, cacheControl: publicListCache, revalidate: false }),
  );

  handle(app, sellingEndpoints.getDealers, async (request, reply) =>
    sendCachedAnswer(request.headers['if-none-match'], reply, await dealersIn(request.params.pincode), {
      status: 200,
      cacheControl: publicListCache,
      revalidate: true,
    }),
  );

  handle(app, sellingEndpoints.inquiry, async (request) => {
    await service.sendInquiry(request.body, optionalFile(request, 'itemPic'), { ip: request.ip, log: request.log });
    return { msg: messages.orders.inquirySuccess };
  });
}
