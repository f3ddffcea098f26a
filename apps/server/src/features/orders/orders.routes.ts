import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import {
  ZAddItemRequest,
  ZAddItemResponse,
  ZAddOrderRequest,
  ZAddOrderResponse,
  ZDeleteItemsParams,
  ZDeleteItemsResponse,
  ZOrderConfirmRequest,
  ZOrderConfirmResponse,
  ZOrderInfoRequest,
  ZOrderInfoResponse,
} from '@kt/contract/orders/checkout';
import { ZDealerDashboard, ZOrderListResponse, ZOrderStatusRequest, ZOrderStatusResponse } from '@kt/contract/orders/orders';
import { ZPageQuery, type PageQuery } from '@kt/contract/paging';
import { actingDealerId, assertNamesCaller, authenticate, currentUser } from '../../platform/auth/guard.ts';
import { encodeCursor, nextPageUrl, readPageRequest, setNextLink, ZTimeIdKey } from '../../platform/http/paging.ts';
import { createDealersRepo } from '../dealers/dealers.repo.ts';
import { createOrderListsRepo, type OrderListOwner } from './order-lists.repo.ts';
import { createCheckoutRepo } from './checkout.repo.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { createOrdersService } from './orders.service.ts';
import { ZId } from '@kt/contract/ids';

const ZIdParams = z.object({ id: ZId });

/** Spec section 7 'Selling, cart and orders': checkout, order lists, status changes, dealer tiles. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, database, jobs, config, listCache } = app.deps;
  const service = createOrdersService({ repo: createOrdersRepo(db), checkout: createCheckoutRepo(database), jobs, publicUrl: config.publicUrl });
  const dealers = createDealersRepo(db);
  const orderLists = createOrderListsRepo(db);
  const customerOnly = authenticate('customer');
  const dealerOnly = authenticate('dealer');

  app.post(
    endpoints.addItem,
    { onRequest: customerOnly, schema: { body: ZAddItemRequest, response: { 201: ZAddItemResponse } } },
    async (request, reply) => {
      assertNamesCaller(request, request.body.customer_id);
      const item = await service.addItem(request.body.customer_id, request.body);
      return reply.code(201).send({
        msg: messages.selling.itemAdded,
        item_id: item.id,
        subcategory_name: item.subcategoryName,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        total_price: item.totalPrice,
      });
    },
  );

  app.delete(
    '/api/delete_all_items/:customer/:dealer/:all/',
    { onRequest: customerOnly, schema: { params: ZDeleteItemsParams, response: { 200: ZDeleteItemsResponse } } },
    async (request) => {
      const { customer, dealer, all } = request.params;
      assertNamesCaller(request, customer);
      const deleted = await service.deleteItems(customer, all.toLowerCase() === 'true' ? undefined : dealer);
      return { msg: messages.selling.itemsDeleted, deleted };
    },
  );

  app.post(
    endpoints.addOrder,
    { onRequest: customerOnly, schema: { body: ZAddOrderRequest, response: { 201: ZAddOrderResponse } } },
    async (request, reply) => {
      assertNamesCaller(request, request.body.customer_id);
      const draft = await service.addOrder(request.body.customer_id, request.body.dealer_id);
      return reply
        .code(201)
        .send({ cart_order_id: draft.cartOrderId, total_cart_items: draft.totalItems, total_amount: draft.totalAmount });
    },
  );

  app.post(
    endpoints.orderInfo,
    { onRequest: customerOnly, schema: { body: ZOrderInfoRequest, response: { 201: ZOrderInfoResponse } } },
    async (request, reply) => {
      const caller = currentUser(request);
      const orderInfoId = await service.addOrderInfo({ userId: caller.userId, email: caller.email }, request.body);
      return reply.code(201).send({ order_info_id: orderInfoId });
    },
  );

  app.post(
    endpoints.orderConfirm,
    { onRequest: customerOnly, schema: { body: ZOrderConfirmRequest, response: { 200: ZOrderConfirmResponse, 201: ZOrderConfirmResponse } } },
    async (request, reply) => {
      const { order, created } = await service.confirmOrder(currentUser(request).userId, request.body.order_info_id);
      return reply.code(created ? 201 : 200).send({
        msg: created ? messages.selling.orderPlaced : messages.selling.orderAlreadyPlaced,
        id: order.id,
        order_number: order.orderNumber,
        status: order.status,
        total_amount: order.totalAmount,
      });
    },
  );

  app.patch(
    '/api/order_confirm/:orderNumber/',
    {
      // An employee acts on their dealer's pickups as the dealer's side.
      onRequest: authenticate('customer', 'dealer', 'employee'),
      schema: { params: z.object({ orderNumber: z.string().min(1).max(40) }), body: ZOrderStatusRequest, response: { 200: ZOrderStatusResponse } },
    },
    async (request) => {
      const caller = currentUser(request);
      const actor = caller.category === 'customer' ? 'customer' : 'dealer';
      const ownerId = actor === 'dealer' ? actingDealerId(request) : caller.userId;
      const order = await service.changeStatus(actor, ownerId, request.params.orderNumber, request.body.status);
      const msg = request.body.status === 'Accepted' ? messages.orders.accepted : messages.orders.cancelled;
      return { msg, order_number: order.orderNumber, status: request.body.status };
    },
  );

  /**
   * The order lists answer one page, newest first, as the bare list the spec's client reads
   * (limits.pageSizeDefault with no query); `Link: <…>; rel="next"` names the next page. The
   * page's JSON comes whole from PostgreSQL (order-lists.repo.ts) and leaves as it is. A first
   * page, the one read at every visit, is held in memory (issue 24) under its party's tag and
   * those of the accounts it shows, which migration 0014's triggers announce when they change;
   * it is private, so it is keyed by its party and reached only after the caller's check.
   */
  async function answerOrderPage<R>(request: { query: PageQuery; url: string }, typedReply: R, by: OrderListOwner): Promise<R> {
    const page = readPageRequest(request.query, ZTimeIdKey);
    const read = async () => {
      const { body, nextKey, partyIds } = await orderLists.readOrderPage(by, page);
      return { body, tags: partyIds.map((id) => `user:${id}`), ...(nextKey ? { cursor: encodeCursor(nextKey) } : {}) };
    };
    const list = 'customerId' in by ? `orders:customer:${by.customerId}` : `orders:dealer:${by.dealerId}`;
    const answer = page.after === undefined ? await listCache.answer(`${list}:${page.pageSize}`, [list, 'user:*'], read) : await read();
    // The route's reply type names the list as objects; this is that list as JSON text.
    const reply = typedReply as unknown as FastifyReply;
    if (answer.cursor !== undefined) setNextLink(reply, `<${nextPageUrl(request.url, answer.cursor)}>; rel="next"`);
    reply.header('Cache-Control', 'private, no-store');
    // Not serialised again: the response schema stays registered for the OpenAPI document.
    reply.type('application/json; charset=utf-8').send(answer.body);
    return typedReply;
  }

  app.get(
    '/api/customer/confirm_orders/:id/',
    { onRequest: customerOnly, schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZOrderListResponse } } },
    async (request, reply) => {
      assertNamesCaller(request, request.params.id);
      return answerOrderPage(request, reply, { customerId: request.params.id });
    },
  );

  app.get(
    '/api/dealer/confirm_orders/:id/',
    {
      onRequest: authenticate('dealer', 'employee'),
      schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZOrderListResponse } },
    },
    async (request, reply) => {
      // A dealer names themselves; an employee names the dealer they work for.
      if (request.params.id !== actingDealerId(request)) throw new AppError('FORBIDDEN', messages.selling.notYours);
      return answerOrderPage(request, reply, { dealerId: request.params.id });
    },
  );

  app.get(endpoints.dealerDashboard, { onRequest: dealerOnly, schema: { response: { 200: ZDealerDashboard } } }, async (request, reply) => {
    const { userId } = currentUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return service.dealerDashboard(userId, await dealers.countPricedCategories(userId));
  });
};
