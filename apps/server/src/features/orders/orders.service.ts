import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { ParsedAddItemRequest, ParsedOrderInfoRequest } from '@kt/contract/orders/checkout';
import { indiaDate } from '@kt/contract/india-time';
import { add, multiply, quantityText } from '@kt/contract/money';
import { addDays, earliestPickupDate } from '@kt/contract/orders/pickup-dates';
import {
  isCancelled,
  isCompleted,
  refusedChangeMessage,
  statusesAllowingChange,
  type OrderActor,
  type OrderStatus,
} from '@kt/contract/orders/order-statuses';
import { placeInCart } from '@kt/contract/selling/cart';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import type { Language } from '@kt/contract/i18n/languages';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { accountLanguageOf, notifyUser } from '../../platform/messages/notify.ts';
import { newPickupCode } from './completion.service.ts';
import { bookedEmail, newOrderEmail, orderEmailTexts, statusChangedEmail, type OrderFacts } from './order-emails.ts';
import { orderNotices } from './order-messages.ts';
import type { CheckoutRepo } from './checkout.repo.ts';
import type { OrdersRepo, Tx } from './orders.repo.ts';
import { resaleRefusal } from './resale.ts';

type Deps = {
  repo: OrdersRepo;
  checkout: CheckoutRepo;
  jobs: Pick<Jobs, 'sendMail' | 'sendMails'>;
  messages: Pick<Messages, 'queue'>;
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
  const { repo, checkout } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = orderNotices(deps.publicUrl);

  async function addItem(customerId: number, request: ParsedAddItemRequest) {
    return checkout.transaction(async (tx) => {
      const { seller, price, pending } = await checkout.lockCart(tx, customerId, request.price_list_id);
      // Issue 28: a dealer sells on only as a Kabadi or Collector, to a dealer who buys from them, from their own area.
      const account = seller && { id: customerId, ...seller };
      const sellerRefusal = resaleRefusal(account);
      if (sellerRefusal) throw new AppError('FORBIDDEN', sellerRefusal);
      if (!price) throw new AppError('CONFLICT', messages.selling.priceGone);
      if (!price.served) throw new AppError('CONFLICT', messages.selling.dealerDoesNotServe);
      const resale = resaleRefusal(account, price);
      if (resale) throw new AppError('CONFLICT', resale);
      if (price.dealerId !== request.dealer_id || price.subcategoryId !== request.subcategory_id) {
        throw new AppError('VALIDATION', 'The item does not match the price list entry.', {
          price_list_id: ['This price belongs to another dealer or item.'],
        });
      }
      // The cart's own rule (the browser's too): one dealer and pincode, quantities added, at most cartMaxItems items.
      const lines = pending.map((item) => ({ id: item.priceId, dealer: item.dealerId, pincode: item.pincode, itemQuantity: Number(item.quantity) }));
      const placement = placeInCart(lines, { id: price.id, dealer: price.dealerId, pincode: price.pincode }, request.quantity);
      if (!placement.ok) {
        if (placement.refusal === 'quantity') throw new AppError('VALIDATION', placement.message, { quantity: [placement.message] });
        throw new AppError('CONFLICT', placement.message);
      }
      const quantity = quantityText(placement.itemQuantity);
      const same = pending[placement.index];
      if (same) return checkout.updateItem(tx, same.id, { quantity, unitPrice: price.price, totalPrice: multiply(quantity, price.price) });
      return checkout.insertItem(tx, {
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
    return checkout.transaction(async (tx) => {
      const { seller, items } = await checkout.lockItemsToOrder(tx, customerId, dealerId);
      const account = seller && { id: customerId, ...seller };
      const sellerRefusal = resaleRefusal(account);
      if (sellerRefusal) throw new AppError('FORBIDDEN', sellerRefusal);
      if (items.length === 0) throw new AppError('CONFLICT', messages.selling.noItems);
      if (items.length > limits.cartMaxItems) throw new AppError('CONFLICT', messages.orders.cartLimit);
      const pincode = items[0]?.pincode ?? '';
      if (items.some((item) => item.pincode !== pincode)) throw new AppError('CONFLICT', messages.orders.differentDealer);
      // Charge the price of this moment: a dealer may have changed it since the item was added.
      const charged = items.map((item) => {
        const price = item.priceId === null ? null : item.current;
        if (!price || price.pincode !== item.pincode || price.dealerId !== item.dealerId) {
          throw new AppError('CONFLICT', messages.selling.priceGone);
        }
        if (!price.served) throw new AppError('CONFLICT', messages.selling.dealerDoesNotServe);
        const resale = resaleRefusal(account, price);
        if (resale) throw new AppError('CONFLICT', resale);
        if (price.price === item.unitPrice) return item;
        return { ...item, unitPrice: price.price, totalPrice: multiply(item.quantity, price.price) };
      });
      const totalAmount = add(charged.map((item) => item.totalPrice));
      const cartOrderId = await checkout.gatherOrder(tx, { customerId, dealerId, pincode, totalAmount }, charged);
      return { cartOrderId, totalItems: charged.length, totalAmount };
    });
  }

  /** The days a pickup may be booked for: from tomorrow in India, pickupMaxDaysAhead days ahead at most. */
  function pickupWindow() {
    const earliest = earliestPickupDate(now());
    return { earliest, latest: addDays(earliest, limits.pickupMaxDaysAhead) };
  }

  function checkPickupDate(date: string, { earliest, latest }: ReturnType<typeof pickupWindow>) {
    if (date < earliest) {
      throw new AppError('VALIDATION', messages.selling.pickupDateTooEarly, { pickup_date: [messages.selling.pickupDateTooEarly] });
    }
    if (date > latest) {
      throw new AppError('VALIDATION', messages.selling.pickupDateTooLate, { pickup_date: [messages.selling.pickupDateTooLate] });
    }
  }

  async function addOrderInfo(customer: { userId: number; email: string }, request: ParsedOrderInfoRequest) {
    const window = pickupWindow();
    const stored = await checkout.storeOrderInfo({
      cartOrderId: request.cart_order_id,
      customerId: customer.userId,
      dateAllowed: request.pickup_date >= window.earliest && request.pickup_date <= window.latest,
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
    if (stored.orderInfoId !== undefined) return stored.orderInfoId;
    if (stored.ownerId !== customer.userId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
    // A placed order keeps the address and slot it was placed with.
    if (stored.placed) throw new AppError('CONFLICT', messages.selling.orderInfoUsed);
    checkPickupDate(request.pickup_date, window);
    throw new Error('order info not stored');
  }

  /** Places the order of an order info, once: a repeated call answers the same order. */
  async function confirmOrder(customerId: number, orderInfoId: number) {
    const window = pickupWindow();
    return checkout.transaction(async (tx) => {
      const { found, placed } = await checkout.placeOrder(tx, { orderInfoId, customerId, ...window });
      if (!found || found.ownerId !== customerId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
      if (found.existing) return { order: found.existing, created: false };
      if (!placed) {
        checkPickupDate(found.pickupDate, window);
        // Another confirmation of the same draft placed it meanwhile.
        const order = await checkout.findOrderOfInfo(tx, orderInfoId);
        if (!order) throw new Error('order neither placed nor found');
        return { order, created: false };
      }
      const notice = () =>
        newOrderEmail(
          found.dealer,
          { ...found, ...placed },
          {
            name: `${found.firstName} ${found.lastName}`,
            phone: found.phoneNumber,
            address: [found.addressLine1, found.addressLine2, found.city, found.state].filter(Boolean).join(', '),
          },
          `${deps.publicUrl}/dealer/pickup`,
        );
      // The SMS and WhatsApp messages of both parties commit with the order.
      const pickup = { ...found, orderNumber: placed.orderNumber };
      const [dealerChoice, customerChoice] = await Promise.all([
        notifyUser(deps, tx, notices.newPickup(found.dealer.id, pickup)),
        notifyUser(deps, tx, notices.booked(customerId, pickup)),
      ]);
      // Each mail in its reader's language (issue 29).
      const mails = [
        ...(dealerChoice.wantsEmail ? [inLanguage(dealerChoice.language, notice)] : []),
        ...(customerChoice.wantsEmail
          ? [inLanguage(customerChoice.language, () => bookedEmail({ email: found.email, name: found.firstName }, { ...found, ...placed }, `${deps.publicUrl}/sell/user/pickup`))]
          : []),
      ];
      // The mails are queued with the order, in one statement in the round trip of its COMMIT:
      // they go out once (and only if) the order commits. Without them the transaction commits when this returns.
      if (mails.length > 0) await tx.finishWith((last) => deps.jobs.sendMails(last, mails));
      return { order: placed, created: true };
    });
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

  /** The other party's SMS and WhatsApp message of a status change; whether they want its mail too. */
  function notifyOtherParty(
    tx: Tx,
    order: { orderNumber: string; customerId: number; dealerId: number; pickupDate: string; pickupTime: string; pincode: string },
    to: OrderStatus,
    pickupCode: string | null,
    recipientId: number,
  ): Promise<{ wantsEmail: boolean; language: Language }> {
    if (to === 'Accepted' && pickupCode) return notifyUser(deps, tx, notices.accepted(order.customerId, order));
    if (to === 'Cancelled by Dealer') return notifyUser(deps, tx, notices.cancelledByDealer(order.customerId, order));
    if (to === 'Cancelled by Customer') return notifyUser(deps, tx, notices.cancelledByCustomer(order.dealerId, order));
    return accountLanguageOf(tx, recipientId).then((language) => ({ wantsEmail: true, language }));
  }

  /**
   * A status change by one party of the order (spec 4); the other party is told by SMS, WhatsApp or e-mail as they chose.
   * `caller` names the accounts the caller acts as: the seller (`customerId`: a customer, or issue 28's dealer selling on)
   * and the buying dealer (`dealerId`: a dealer, or an employee for their dealer); the order says which one it is.
   */
  async function changeStatus(caller: { customerId?: number; dealerId?: number }, orderNumber: string, to: OrderStatus) {
    const order = await repo.findOrderByNumber(orderNumber);
    // A dealer never sells to themselves, so one order names the caller on one side at most.
    const actor: OrderActor | undefined =
      order && order.customerId === caller.customerId ? 'customer' : order && order.dealerId === caller.dealerId ? 'dealer' : undefined;
    if (!order || !actor) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
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
        const { wantsEmail, language } = await notifyOtherParty(tx, row, to, pickupCode, actor === 'customer' ? row.dealerId : row.customerId);
        const link = `${deps.publicUrl}${actor === 'customer' ? '/dealer/pickup' : '/sell/user/pickup'}`;
        if (wantsEmail) {
          const facts = await orderFacts(row, tx);
          const mail = inLanguage(language, () => {
            const by = orderEmailTexts.statusChanged;
            const changedBy = actor === 'customer' ? by.byCustomer(parties.customer.name) : by.byDealer(parties.dealer.name);
            return statusChangedEmail(recipient, facts, to, changedBy, link, to === 'Accepted');
          });
          await deps.jobs.sendMail(tx, mail);
        }
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

  /** The dealer home tiles; 'today' is the calendar day in India (the spec's client counted tomorrow). */
  async function dealerDashboard(dealerId: number) {
    const [{ byStatus, today }, pricedCategories] = await Promise.all([
      repo.dealerCounts(dealerId, indiaDate(now())),
      repo.countPricedCategories(dealerId),
    ]);
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
    dealerDashboard,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
