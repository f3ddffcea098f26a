import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { rateLimits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ZPincode } from '@kt/contract/catalog/pincode-lookup';
import { ZGetDealersResponse } from '@kt/contract/selling/dealers';
import { ZInquiryRequest, ZInquiryResponse } from '@kt/contract/selling/inquiry';
import { ZPriceListResponse } from '@kt/contract/selling/price-list';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import { createDealersRepo } from './dealers.repo.ts';
import { discardStoredFile, randomKeyPart } from '../../platform/files/storage.ts';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';

const ZPincodeParams = z.object({ pincode: ZPincode });
/**
 * What a dealer sets must show at a customer's next load (a removed price gone, a new range
 * shown): the lists are held in memory until a change announced by the database, and browsers
 * and CDNs may keep a copy but must ask again before using it (getdealers answers 304 while
 * unchanged; search-subcategory, a 302 carrying data, never does).
 */
const listCache = 'public, no-cache';

/** Spec section 7 'Selling': who buys what at which price in a pincode, and inquiries to a dealer. */
export const dealersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, jobs } = app.deps;
  const repo = createDealersRepo(db);

  app.get(
    '/dealer_details/search-subcategory/:pincode/',
    { schema: { params: ZPincodeParams, response: { 302: ZPriceListResponse } } },
    async (request, reply) => {
      const { pincode } = request.params;
      // The status first: the answer is serialised by the 302 schema.
      reply.code(302);
      const answer = await app.deps.listCache.answer(`prices:${pincode}`, [`pincode:${pincode}`], async () => {
        const rows = await repo.listPricesInPincode(pincode);
        return String(
          reply.serialize(
            rows.map((row) => ({
            id: row.id,
            subcategory: row.subcategoryId,
            subcategory_name: row.subcategoryName,
            subcategory_image: storage.urlFor(row.subcategoryImageKey),
            price: row.price,
            dealer: row.dealerId,
            dealer_name: row.dealerName,
            dealer_kt_id: row.dealerKtId,
            pincode: row.pincode,
            unit: row.unit,
            GST: row.gst,
            percentage: row.commission,
            category_name: row.categoryName,
            })),
          ),
        );
      });
      // The spec's answer: 302 carrying the list (no Location, so browsers hand it to the page).
      return sendCachedAnswer(undefined, reply, answer, { status: 302, cacheControl: listCache, revalidate: false });
    },
  );

  app.get(
    '/dealer/api/getdealers/:pincode',
    { schema: { params: ZPincodeParams, response: { 200: ZGetDealersResponse } } },
    async (request, reply) => {
      const { pincode } = request.params;
      const answer = await app.deps.listCache.answer(`dealers:${pincode}`, [`pincode:${pincode}`], async () => {
        const rows = await repo.listDealersInPincode(pincode);
        return String(
          reply.serialize({
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
              })),
            },
          }),
        );
      });
      return sendCachedAnswer(request.headers['if-none-match'], reply, answer, { status: 200, cacheControl: listCache, revalidate: true });
    },
  );

  const inquiryOptions = {
    // The address is counted before the upload is read; the e-mail once the form is valid.
    config: { rateLimit: { name: 'inquiry', policy: rateLimits.inquiries, emailFrom: 'body' }, validationMessage: messages.orders.inquiryInvalid },
    schema: { body: ZInquiryRequest, response: { 201: ZInquiryResponse } },
  } as const;

  app.post(endpoints.inquiry, inquiryOptions, async (request, reply) => {
    const inquiry = request.body;

    const dealer = await repo.findBookableDealer(inquiry.dealer_id);
    if (!dealer) throw new AppError('NOT_FOUND', messages.orders.inquiryFailed, { dealer_id: ['No such dealer.'] });

    let itemPicKey: string | null = null;
    const picture = optionalFile(request, 'itemPic');
    if (picture) {
      const type = detectFileType(picture);
      if (!isImage(type)) {
        const wrongType = messages.selling.inquiryPicWrongType;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', wrongType, { itemPic: [wrongType] });
      }
      itemPicKey = `inquiries/${randomKeyPart(12)}.${type.extension}`;
      await storage.put(itemPicKey, picture);
    }

    const mail = noticeEmail({
      to: dealer.email,
      subject: `New inquiry: ${inquiry.quantity} kg of ${inquiry.itemName}`,
      greeting: `Hello ${dealer.name},`,
      intro: `${inquiry.customer_name} wants to sell you scrap and asks you to get in touch.`,
      rows: [
        ['Item', inquiry.itemName],
        ['Quantity', `${inquiry.quantity} kg`],
        ['Name', inquiry.customer_name],
        ['Phone', inquiry.phone],
        ['E-mail', inquiry.email],
        ['Description', inquiry.description || '-'],
        ...(itemPicKey ? [['Picture', storage.urlFor(itemPicKey)] as const] : []),
      ],
    });
    // The inquiry and the dealer's mail commit together; without them the picture is nobody's.
    try {
      await db.transaction(async (tx) => {
        await repo.insertInquiry(
          {
            dealerId: dealer.id,
            customerName: inquiry.customer_name,
            phone: inquiry.phone,
            email: inquiry.email,
            itemName: inquiry.itemName,
            quantity: String(inquiry.quantity),
            description: inquiry.description,
            itemPicKey,
            sourceIp: request.ip,
          },
          tx,
        );
        await jobs.sendMail(tx, mail);
      });
    } catch (error) {
      if (itemPicKey) await discardStoredFile(storage, itemPicKey, request.log);
      throw error;
    }
    return reply.code(201).send({ msg: messages.orders.inquirySuccess });
  });
};
