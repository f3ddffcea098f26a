import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { ParsedAddItemRequest, ParsedOrderInfoRequest } from '@kt/contract/orders/checkout';
import type { Order } from '@kt/contract/orders/orders';
import { addDays, earliestPickupDate, indiaDate } from '@kt/contract/orders/pickup-dates';
import {
  isCancelled,
  isCompleted,
  refusedChangeMessage,
  statusesAllowingChange,
  type OrderActor,
  type OrderStatus,
} from '@kt/contract/orders/order-statuses';
import type { Jobs } from '../../platform/jobs.ts';
import type { TimeIdKey } from '../../platform/paging.ts';
import { newPickupCode } from './completion.service.ts';
import { add, multiply, quantityString } from './money.ts';
import { newOrderEmail, statusChangedEmail, type OrderFacts } from './order-emails.ts';
import type { OrderListOwner, OrdersRepo, Tx } from './orders.repo.ts';

type ListedOrders = Awaited<ReturnType<OrdersRepo['listOrders']>>;
type OrderRow = ListedOrders['rows'][number];

type Deps = {
  repo: OrdersRepo;
  jobs: Pick<Jobs, 'sendMail'>;
  publicUrl: string;
  now?: () => Date;
};

/**
 * The rules of placing and changing orders (spec 4, 5, 7): prices come from the dealer's price
 * list, never from the client; one dealer and pincode per order; at most 10 items; a pickup date
 * from tomorrow on; one order per draft however often it is confirmed; status changes only as
 * spec 4 allows, each by its own party.
 */
export function createOrdersService(deps: Deps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function addItem(customerId: number, request: ParsedAddItemRequest) {
    return repo.transaction(async (tx) => {
      await repo.lockCustomer(tx, customerId);
      await repo.dropAbandonedItems(tx, customerId);
      const price = await repo.findBookablePrice(tx, request.price_list_id);
      if (!price) throw new AppError('CONFLICT', messages.selling.priceGone);
      if (price.servedBy === null) throw new AppError('CONFLICT', messages.selling.dealerDoesNotServe);
      if (price.dealerId !== request.dealer_id || price.subcategoryId !== request.subcategory_id) {
        throw new AppError('VALIDATION', 'The item does not match the price list entry.', {
          price_list_id: ['This price belongs to another dealer or item.'],
        });
      }
      const pending = await repo.listPendingItems(tx, customerId);
      if (pending.some((item) => item.dealerId !== price.dealerId || item.pincode !== price.pincode)) {
        throw new AppError('CONFLICT', messages.orders.differentDealer);
      }
      const same = pending.find((item) => item.priceId === price.id);
      if (same) {
        const quantity = add([same.quantity, quantityString(request.quantity)]);
        if (Number(quantity) > limits.maxItemQuantityKg) {
          throw new AppError('VALIDATION', messages.orders.quantityRequired, { quantity: [messages.orders.quantityRequired] });
        }
        return repo.updateItem(tx, same.id, { quantity, unitPrice: price.price, totalPrice: multiply(quantity, price.price) });
      }
      if (pending.length >= limits.cartMaxItems) throw new AppError('CONFLICT', messages.orders.cartLimit);
      const quantity = quantityString(request.quantity);
      return repo.insertItem(tx, {
        customerId,
        dealerId: price.dealerId,
        priceId: price.id,
        subcategoryId: price.subcategoryId,
        subcategoryName: price.subcategoryName,
        unit: price.unit,
        pincode: price.pincode,
        quantity,
        unitPrice: price.price,
        totalPrice: multiply(quantity, price.price),
      });
    });
  }

  async function addOrder(customerId: number, dealerId: number) {
    return repo.transaction(async (tx) => {
      await repo.lockCustomer(tx, customerId);
      const items = await repo.listPendingItems(tx, customerId, dealerId);
      if (items.length === 0) throw new AppError('CONFLICT', messages.selling.noItems);
      if (items.length > limits.cartMaxItems) throw new AppError('CONFLICT', messages.orders.cartLimit);
      const pincode = items[0]?.pincode ?? '';
      if (items.some((item) => item.pincode !== pincode)) throw new AppError('CONFLICT', messages.orders.differentDealer);
      // Charge the price of this moment: a dealer may have changed it since the item was added.
      // One after another: a transaction is one connection, which runs one query at a time.
      const priced = [];
      for (const item of items) priced.push(await reprice(tx, item));
      const totalAmount = add(priced.map((item) => item.totalPrice));
      const cartOrder = await repo.insertCartOrder(
        tx,
        { customerId, dealerId, pincode, totalItems: priced.length, totalAmount },
        priced.map((item) => item.id),
      );
      return { cartOrderId: cartOrder.id, totalItems: priced.length, totalAmount };
    });
  }

  async function reprice(tx: Tx, item: Awaited<ReturnType<OrdersRepo['listPendingItems']>>[number]) {
    const price = item.priceId === null ? undefined : await repo.findBookablePrice(tx, item.priceId);
    if (!price || price.pincode !== item.pincode || price.dealerId !== item.dealerId) {
      throw new AppError('CONFLICT', messages.selling.priceGone);
    }
    if (price.servedBy === null) throw new AppError('CONFLICT', messages.selling.dealerDoesNotServe);
    if (price.price === item.unitPrice) return item;
    return repo.updateItem(tx, item.id, {
      quantity: item.quantity,
      unitPrice: price.price,
      totalPrice: multiply(item.quantity, price.price),
    });
  }

  function checkPickupDate(date: string) {
    const earliest = earliestPickupDate(now());
    if (date < earliest) {
      throw new AppError('VALIDATION', messages.selling.pickupDateTooEarly, { pickup_date: [messages.selling.pickupDateTooEarly] });
    }
    if (date > addDays(earliest, limits.pickupMaxDaysAhead)) {
      throw new AppError('VALIDATION', messages.selling.pickupDateTooLate, { pickup_date: [messages.selling.pickupDateTooLate] });
    }
  }

  async function addOrderInfo(customer: { userId: number; email: string }, request: ParsedOrderInfoRequest) {
    const cartOrder = await repo.findCartOrder(request.cart_order_id);
    if (!cartOrder || cartOrder.customerId !== customer.userId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
    // A placed order keeps the address and slot it was placed with.
    if (await repo.isCartOrderPlaced(cartOrder.id)) throw new AppError('CONFLICT', messages.selling.orderInfoUsed);
    checkPickupDate(request.pickup_date);
    return repo.insertOrderInfo({
      cartOrderId: cartOrder.id,
      firstName: request.first_name,
      lastName: request.last_name,
      // Spec 5: the e-mail is the account's, whatever the form sent.
      email: customer.email,
      phoneNumber: request.phone_number,
      addressLine1: request.address_line_1,
      addressLine2: request.address_line_2,
      city: request.city,
      state: request.state,
      country: request.country,
      pickupDate: request.pickup_date,
      pickupTime: request.pickup_time,
      orderNote: request.order_note ?? '',
    });
  }

  /** Places the order of an order info, once: a repeated call answers the same order. */
  async function confirmOrder(customerId: number, orderInfoId: number) {
    const outcome = await repo.transaction(async (tx) => {
      const found = await repo.findOrderInfoForUpdate(tx, orderInfoId);
      if (!found || found.cartOrder.customerId !== customerId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
      const existing = await repo.findOrderByCartOrder(tx, found.cartOrder.id);
      if (existing) return { order: existing, created: false };
      checkPickupDate(found.info.pickupDate);
      const order = await repo.insertOrder(tx, {
        cartOrderId: found.cartOrder.id,
        orderInfoId: found.info.id,
        customerId,
        dealerId: found.cartOrder.dealerId,
        pincode: found.cartOrder.pincode,
        status: 'New',
        totalItems: found.cartOrder.totalItems,
        totalAmount: found.cartOrder.totalAmount,
        pickupDate: found.info.pickupDate,
        pickupTime: found.info.pickupTime,
      });
      // The dealer's notice is queued with the order: it goes out once (and only if) the order commits.
      const info = found.info;
      const parties = await repo.findParties(order, tx);
      const facts = await orderFacts(order, tx);
      if (parties) {
        await deps.jobs.sendMail(
          tx,
          newOrderEmail(
            parties.dealer,
            facts,
            {
              name: `${info.firstName} ${info.lastName}`,
              phone: info.phoneNumber,
              address: [info.addressLine1, info.addressLine2, info.city, info.state].filter(Boolean).join(', '),
            },
            `${deps.publicUrl}/dealer/pickup`,
          ),
        );
      }
      return { order, created: true };
    });
    return { order: outcome.order, created: outcome.created };
  }

  async function orderFacts(order: {
    orderNumber: string;
    cartOrderId: number;
    pickupDate: string;
    pickupTime: string;
    totalAmount: string;
    pincode: string;
  }, ex?: Tx): Promise<OrderFacts> {
    const items = await repo.listItemsOfCartOrder(order.cartOrderId, ex);
    return { ...order, items };
  }

  /** A status change by one party of the order (spec 4); the other party is told by e-mail. */
  async function changeStatus(actor: OrderActor, userId: number, orderNumber: string, to: OrderStatus) {
    const order = await repo.findOrderByNumber(orderNumber);
    const ownerId = order && (actor === 'customer' ? order.customerId : order.dealerId);
    if (!order || ownerId !== userId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
    const allowedFrom = statusesAllowingChange(actor, to);
    const current = order.status as OrderStatus;
    if (!allowedFrom.includes(current)) throw new AppError('CONFLICT', refusedChangeMessage(actor, current, to));
    // Accepting issues the customer's pickup code (issue 16); any other change leaves none.
    const pickupCode = to === 'Accepted' ? newPickupCode() : null;
    const changed = await repo.transaction(async (tx) => {
      const row = await repo.changeStatus(tx, order.id, allowedFrom, to, pickupCode);
      if (!row) return undefined;
      // The other party's notice (with the pickup code on Accepted) commits with the change.
      const parties = await repo.findParties(row, tx);
      if (parties) {
        const recipient = actor === 'customer' ? parties.dealer : parties.customer;
        const changedBy = actor === 'customer' ? `The customer ${parties.customer.name}` : `The dealer ${parties.dealer.name}`;
        const link = `${deps.publicUrl}${actor === 'customer' ? '/dealer/pickup' : '/sell/user/pickup'}`;
        await deps.jobs.sendMail(tx, statusChangedEmail(recipient, await orderFacts(row, tx), to, changedBy, link, pickupCode ?? undefined));
      }
      return row;
    });
    if (!changed) {
      // Someone else changed it between our read and our write: say what it is now.
      const latest = await repo.findOrderByNumber(orderNumber);
      throw new AppError('CONFLICT', refusedChangeMessage(actor, (latest?.status ?? current) as OrderStatus, to));
    }
    return changed;
  }

  /** One page of a party's orders, each with its page key (see platform/paging.ts). */
  async function listOrders(
    by: OrderListOwner,
    page: { limit: number; after: TimeIdKey | undefined },
  ): Promise<{ order: Order; key: TimeIdKey }[]> {
    const { rows, items, weighed } = await repo.listOrders(by, page);
    return rows.map((row) => ({ key: [row.pageKeyAt, row.order.id], order: toOrder(row, items, weighed) }));
  }

  /** An order as the lists answer it, with its items (`items` holds those of the whole page). */
  function toOrder({ order, info, dealer, customer }: OrderRow, items: ListedOrders['items'], weighed: ListedOrders['weighed']): Order {
    const completion: Order['completion'] =
      order.status === 'Completed' && order.completedAt
        ? {
            completed_at: order.completedAt.toISOString(),
            total_amount: order.paidAmount ?? '0.00',
            payment_method: order.paymentMethod === 'upi' ? 'upi' : 'cash',
            items: weighed
              .filter((item) => item.orderId === order.id)
              .map((item) => ({
                subcategory_name: item.subcategoryName,
                unit: item.unit,
                unit_price: item.unitPrice,
                weight_kg: item.weightKg,
                amount: item.amount,
                added_at_door: item.addedAtDoor,
              })),
          }
        : undefined;
    return {
      id: order.id,
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      total_cart_items: order.totalItems,
      total_amount: order.totalAmount,
      status: order.status as OrderStatus,
      pincode: order.pincode,
      pickup_date: order.pickupDate,
      pickup_time: order.pickupTime,
      items: items
        .filter((item) => item.cartOrderId === order.cartOrderId)
        .map((item) => ({
          subcategory_id: item.subcategoryId,
          subcategory_name: item.subcategoryName,
          quantity: item.quantity,
          unit: item.unit,
          unit_price: item.unitPrice,
          total_price: item.totalPrice,
        })),
      ...(completion ? { completion } : {}),
      dealer: { id: dealer.id, KT_ID: dealer.ktId, name: dealer.name, mobile: dealer.mobile },
      customer: {
        id: customer.id,
        KT_ID: customer.ktId,
        name: `${info.firstName} ${info.lastName}`,
        phone_number: info.phoneNumber,
        email: info.email,
        address: [info.addressLine1, info.addressLine2].filter(Boolean).join(', '),
        city: info.city,
        state: info.state,
      },
    };
  }

  /** The dealer home tiles; 'today' is the calendar day in India (the spec's client counted tomorrow). */
  async function dealerDashboard(dealerId: number, pricedCategories: number) {
    const { byStatus, today } = await repo.dealerCounts(dealerId, indiaDate(now()));
    const countOf = (test: (status: OrderStatus) => boolean) =>
      byStatus.filter((row) => test(row.status as OrderStatus)).reduce((sum, row) => sum + row.count, 0);
    return {
      total_pickup: countOf(() => true),
      total_category: pricedCategories,
      total_successful: countOf(isCompleted),
      total_cancel: countOf(isCancelled),
      total_today_pickup: today,
    };
  }

  return {
    addItem,
    deleteItems: (customerId: number, dealerId: number | undefined) => repo.deletePendingItems(customerId, dealerId),
    addOrder,
    addOrderInfo,
    confirmOrder,
    changeStatus,
    listOrders,
    dealerDashboard,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
