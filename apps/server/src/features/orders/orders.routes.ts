import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { ordersEndpoints } from '@kt/contract/orders/orders.endpoints';
import type { PageQuery } from '@kt/contract/paging';
import { actingDealerId, assertNamesCaller, currentUser } from '../../platform/auth/guard.ts';
import type { ListCache } from '../../platform/cache/list-cache.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { encodeCursor, nextPageUrl, readPageRequest, setNextLink, ZTimeIdKey } from '../../platform/http/paging.ts';
import type { OrderListOwner, OrderListsRepo } from './order-lists.repo.ts';
import type { OrdersService } from './orders.service.ts';

type Deps = { service: OrdersService; orderLists: OrderListsRepo; listCache: ListCache };

/** Spec section 7 'Selling, cart and orders': checkout, order lists, status changes, dealer tiles. */
export function ordersHandlers(app: FastifyInstance, { service, orderLists, listCache }: Deps) {
  handle(app, ordersEndpoints.addItem, async (request) => {
    assertNamesCaller(request, request.body.customer_id);
    const item = await service.addItem(request.body.customer_id, request.body);
    return {
      msg: messages.selling.itemAdded,
      item_id: item.id,
      subcategory_name: item.subcategoryName,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      total_price: item.totalPrice,
    };
  });

  handle(app, ordersEndpoints.deleteAllItems, async (request) => {
    const { customer, dealer, all } = request.params;
    assertNamesCaller(request, customer);
    const deleted = await service.deleteItems(customer, all.toLowerCase() === 'true' ? undefined : dealer);
    return { msg: messages.selling.itemsDeleted, deleted };
  });

  handle(app, ordersEndpoints.addOrder, async (request) => {
    assertNamesCaller(request, request.body.customer_id);
    const draft = await service.addOrder(request.body.customer_id, request.body.dealer_id);
    return { cart_order_id: draft.cartOrderId, total_cart_items: draft.totalItems, total_amount: draft.totalAmount };
  });

  handle(app, ordersEndpoints.orderInfo, async (request) => {
    const caller = currentUser(request);
    return { order_info_id: await service.addOrderInfo({ userId: caller.userId, email: caller.email }, request.body) };
  });

  handle(app, ordersEndpoints.orderConfirm, async (request, reply) => {
    const { order, created } = await service.confirmOrder(currentUser(request).userId, request.body.order_info_id);
    // A confirmation repeated answers the order already placed, with 200.
    if (!created) reply.code(200);
    return {
      msg: created ? messages.selling.orderPlaced : messages.selling.orderAlreadyPlaced,
      id: order.id,
      order_number: order.orderNumber,
      status: order.status,
      total_amount: order.totalAmount,
    };
  });

  handle(app, ordersEndpoints.orderStatus, async (request) => {
    const caller = currentUser(request);
    // An employee acts on their dealer's pickups as the dealer's side; a dealer may also be the seller (issue 28).
    const party =
      caller.category === 'customer'
        ? { customerId: caller.userId }
        : caller.category === 'dealer'
          ? { customerId: caller.userId, dealerId: caller.userId }
          : { dealerId: actingDealerId(request) };
    const order = await service.changeStatus(party, request.params.orderNumber, request.body.status);
    const msg = request.body.status === 'Accepted' ? messages.orders.accepted : messages.orders.cancelled;
    return { msg, order_number: order.orderNumber, status: request.body.status };
  });

  /**
   * The order lists answer one page, newest first, as the bare list the spec's client reads
   * (limits.pageSizeDefault with no query); `Link: <…>; rel="next"` names the next page. The
   * page's JSON comes whole from PostgreSQL (order-lists.repo.ts) and leaves as it is. A first
   * page, the one read at every visit, is held in memory (issue 24) under its party's tag and
   * those of the accounts it shows, which migration 0014's triggers announce when they change;
   * it is private, so it is keyed by its party and reached only after the caller's check.
   */
  async function answerOrderPage(request: { query: PageQuery; url: string }, reply: FastifyReply, by: OrderListOwner): Promise<FastifyReply> {
    const page = readPageRequest(request.query, ZTimeIdKey);
    const read = async () => {
      const { body, nextKey, partyIds } = await orderLists.readOrderPage(by, page);
      return { body, tags: partyIds.map((id) => `user:${id}`), ...(nextKey ? { cursor: encodeCursor(nextKey) } : {}) };
    };
    const list = 'customerId' in by ? `orders:customer:${by.customerId}` : `orders:dealer:${by.dealerId}`;
    const answer = page.after === undefined ? await listCache.answer(`${list}:${page.pageSize}`, [list, 'user:*'], read) : await read();
    if (answer.cursor !== undefined) setNextLink(reply, `<${nextPageUrl(request.url, answer.cursor)}>; rel="next"`);
    reply.header('Cache-Control', 'private, no-store');
    // Not serialised again: the response schema stays registered for the OpenAPI document.
    return reply.type('application/json; charset=utf-8').send(answer.body);
  }

  handle(app, ordersEndpoints.customerOrders, async (request, reply) => {
    assertNamesCaller(request, request.params.id);
    return answerOrderPage(request, reply, { customerId: request.params.id });
  });

  handle(app, ordersEndpoints.dealerOrders, async (request, reply) => {
    // A dealer names themselves; an employee names the dealer they work for.
    if (request.params.id !== actingDealerId(request)) throw new AppError('FORBIDDEN', messages.selling.notYours);
    return answerOrderPage(request, reply, { dealerId: request.params.id });
  });

  handle(app, ordersEndpoints.dealerDashboard, async (request) => service.dealerDashboard(currentUser(request).userId));
}
