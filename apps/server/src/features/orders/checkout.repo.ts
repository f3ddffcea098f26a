import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { isBookableDealer } from '../../platform/db/bookable-dealers.ts';
import type { Database } from '../../platform/db/client.ts';
import { statement, type Pipeline } from '../../platform/db/statements.ts';
import {
  cartOrders,
  categories,
  dealerPincodes,
  orderInfos,
  orderItems,
  orders,
  prices,
  subcategories,
  users,
} from '../../platform/db/schema/index.ts';
import { pendingItemLifetime } from './orders.repo.ts';

/**
 * Checkout's storage (spec 7: add_item, add_order, order_info, order_confirm), the busiest
 * writes of the site, as prepared statements sent together (platform/db/statements.ts): a
 * call's lock and the reads behind it in one round trip, its write and the COMMIT in another.
 * The rules stay in the service: these statements read in one go what it decides on, and
 * write what it decided. See decision 014.
 */

const p = sql.placeholder;
/** Column names as an INSERT or an UPDATE's SET names them (unqualified). */
const column = (c: PgColumn) => sql.identifier(c.name);
const columns = (...list: PgColumn[]) => sql.join(list.map(column), sql`, `);

/**
 * The prices a customer may book: of a bookable dealer (the one definition,
 * platform/db/bookable-dealers.ts: active, documents verified by an admin, an area and a
 * price; issue 28), in a subcategory and category an admin has not retired (issue 15);
 * `served` says whether the dealer still serves the price's pincode.
 */
const bookablePrices = sql`(
  select ${prices.id} as id, ${prices.dealerId} as dealer_id, ${prices.subcategoryId} as subcategory_id,
         ${subcategories.name} as subcategory_name, ${prices.pincode} as pincode, ${prices.unit} as unit,
         ${prices.pricePerKg}::text as price, ${dealerPincodes.dealerId} is not null as served,
         ${users.accountType} as dealer_type
    from ${prices}
    inner join ${subcategories} on ${eq(subcategories.id, prices.subcategoryId)}
    inner join ${categories} on ${eq(categories.id, subcategories.categoryId)}
    inner join ${users} on ${eq(users.id, prices.dealerId)}
    left join ${dealerPincodes} on ${and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode))}
   where ${isBookableDealer(users.id)}
     and ${isNull(subcategories.retiredAt)} and ${isNull(categories.retiredAt)}
)`;

/** Items added but not yet gathered into an order draft. */
const pendingOf = (customer: Placeholder) => and(eq(orderItems.customerId, customer), isNull(orderItems.cartOrderId));

/**
 * Serialises one customer's checkout calls (decision 003): two tabs cannot pass the cart
 * limit together. The statements sent behind it run once it is held, each reading what the
 * previous holder committed. Answers who sells (issue 28: a customer, or a dealer selling on).
 */
const lockCustomer = statement<{ customerId: number }, Seller>(
  'checkout_lock_customer',
  sql`select ${users.accountCategory} as "category", ${users.accountType} as "accountType"
        from ${users} where ${eq(users.id, p('customerId'))} for update`,
);

/** The account whose checkout it is: a customer, or (issue 28) a dealer selling on to a recycler. */
export type Seller = { category: string; accountType: string };

const dropAbandonedItems = statement<{ customerId: number }, never>(
  'checkout_drop_abandoned_items',
  sql`delete from ${orderItems} where ${pendingOf(p('customerId'))} and ${orderItems.createdAt} < now() - ${pendingItemLifetime}`,
);

export type PriceToBook = {
  id: number;
  dealerId: number;
  subcategoryId: number;
  subcategoryName: string;
  pincode: string;
  unit: string;
  price: string;
  served: boolean;
  /** The price's dealer's account type (issue 28: who buys from whom). */
  dealerType: string;
  /** Whether the pincode is one of the seller's own areas (issue 28: a dealer sells from their own). */
  sellerServes: boolean;
};
export type PendingItem = { id: number; dealerId: number; pincode: string; priceId: number | null; quantity: string };
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The price asked for (null columns when it may not be booked) beside each pending item (null columns when none). */
const priceAndCart = statement<{ priceId: number; customerId: number }, Nullable<PriceToBook> & { item: Nullable<PendingItem> | null }>(
  'checkout_price_and_cart',
  sql`select bookable.id as "id", bookable.dealer_id as "dealerId", bookable.subcategory_id as "subcategoryId",
             bookable.subcategory_name as "subcategoryName", bookable.pincode as "pincode", bookable.unit as "unit",
             bookable.price as "price", bookable.served as "served", bookable.dealer_type as "dealerType",
             exists (select 1 from ${dealerPincodes}
                      where ${eq(dealerPincodes.dealerId, p('customerId'))} and ${dealerPincodes.pincode} = bookable.pincode) as "sellerServes",
             case when ${orderItems.id} is not null then json_build_object(
               'id', ${orderItems.id}, 'dealerId', ${orderItems.dealerId}, 'pincode', ${orderItems.pincode},
               'priceId', ${orderItems.priceId}, 'quantity', ${orderItems.quantity}::text) end as "item"
        from (select 1) as one
        left join ${bookablePrices} as bookable on bookable.id = ${p('priceId')}
        left join ${orderItems} on ${pendingOf(p('customerId'))}
       order by ${orderItems.id}`,
);

export type StoredItem = { id: number; subcategoryName: string; quantity: string; unitPrice: string; totalPrice: string };
const storedItem = sql`${orderItems.id} as "id", ${orderItems.subcategoryName} as "subcategoryName", ${orderItems.quantity}::text as "quantity",
  ${orderItems.unitPrice}::text as "unitPrice", ${orderItems.totalPrice}::text as "totalPrice"`;

export type NewItem = {
  customerId: number;
  dealerId: number;
  priceId: number;
  subcategoryId: number;
  subcategoryName: string;
  unit: string;
  pincode: string;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
};
const insertItem = statement<NewItem, StoredItem>(
  'checkout_insert_item',
  sql`insert into ${orderItems} (${columns(
    orderItems.customerId,
    orderItems.dealerId,
    orderItems.priceId,
    orderItems.subcategoryId,
    orderItems.subcategoryName,
    orderItems.unit,
    orderItems.pincode,
    orderItems.quantity,
    orderItems.unitPrice,
    orderItems.totalPrice,
  )})
      values (${p('customerId')}, ${p('dealerId')}, ${p('priceId')}, ${p('subcategoryId')}, ${p('subcategoryName')}, ${p('unit')},
              ${p('pincode')}, ${p('quantity')}, ${p('unitPrice')}, ${p('totalPrice')})
      returning ${storedItem}`,
);

type ItemCharge = { quantity: string; unitPrice: string; totalPrice: string };
const updateItem = statement<ItemCharge & { id: number }, StoredItem>(
  'checkout_update_item',
  sql`update ${orderItems}
         set ${column(orderItems.quantity)} = ${p('quantity')}, ${column(orderItems.unitPrice)} = ${p('unitPrice')},
             ${column(orderItems.totalPrice)} = ${p('totalPrice')}
       where ${eq(orderItems.id, p('id'))}
      returning ${storedItem}`,
);

export type ItemToOrder = {
  id: number;
  priceId: number | null;
  pincode: string;
  dealerId: number;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  /** The item's price as it is now, when it may still be booked. */
  current: { dealerId: number; pincode: string; price: string; served: boolean; dealerType: string } | null;
};

/** The pending items of one dealer, oldest first, each with its price as it is now. */
const itemsToOrder = statement<{ customerId: number; dealerId: number }, ItemToOrder>(
  'checkout_items_to_order',
  sql`select ${orderItems.id} as "id", ${orderItems.priceId} as "priceId", ${orderItems.pincode} as "pincode", ${orderItems.dealerId} as "dealerId",
             ${orderItems.quantity}::text as "quantity", ${orderItems.unitPrice}::text as "unitPrice", ${orderItems.totalPrice}::text as "totalPrice",
             case when bookable.id is not null then json_build_object(
               'dealerId', bookable.dealer_id, 'pincode', bookable.pincode, 'price', bookable.price, 'served', bookable.served,
               'dealerType', bookable.dealer_type) end as "current"
        from ${orderItems}
        left join ${bookablePrices} as bookable on bookable.id = ${orderItems.priceId}
       where ${pendingOf(p('customerId'))} and ${eq(orderItems.dealerId, p('dealerId'))}
       order by ${orderItems.id}`,
);

/**
 * The draft inserted and every item gathered into it at the price it is charged, in one
 * statement (`items`: a JSON array of id, unit_price and total_price).
 */
const gatherOrder = statement<
  { customerId: number; dealerId: number; pincode: string; totalItems: number; totalAmount: string; items: string },
  { cartOrderId: number }
>(
  'checkout_gather_order',
  sql`with draft as (
        insert into ${cartOrders} (${columns(cartOrders.customerId, cartOrders.dealerId, cartOrders.pincode, cartOrders.totalItems, cartOrders.totalAmount)})
        values (${p('customerId')}, ${p('dealerId')}, ${p('pincode')}, ${p('totalItems')}, ${p('totalAmount')})
        returning ${cartOrders.id} as id
      )
      update ${orderItems}
         set ${column(orderItems.cartOrderId)} = draft.id, ${column(orderItems.unitPrice)} = charged.unit_price,
             ${column(orderItems.totalPrice)} = charged.total_price
        from draft, json_to_recordset(${p('items')}::json) as charged(id integer, unit_price numeric, total_price numeric)
       where ${orderItems.id} = charged.id
      returning draft.id as "cartOrderId"`,
);

export type NewOrderInfo = {
  cartOrderId: number;
  customerId: number;
  /** False stores nothing: the pickup date is refused (the service says why). */
  dateAllowed: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  pickupDate: string;
  pickupTime: string;
  orderNote: string;
};
/**
 * The pickup details stored for a draft of the customer's that is not placed yet, in one
 * statement; with whose draft it is and whether it is placed, so the service can say why not.
 */
const storeOrderInfo = statement<NewOrderInfo, { ownerId: number | null; placed: boolean; orderInfoId: number | null }>(
  'checkout_store_order_info',
  sql`with draft as (select ${cartOrders.id} as id, ${cartOrders.customerId} as customer_id from ${cartOrders} where ${eq(cartOrders.id, p('cartOrderId'))}),
           placed as (select exists (select 1 from ${orders} where ${eq(orders.cartOrderId, p('cartOrderId'))}) as placed),
           stored as (
             insert into ${orderInfos} (${columns(
               orderInfos.cartOrderId,
               orderInfos.firstName,
               orderInfos.lastName,
               orderInfos.email,
               orderInfos.phoneNumber,
               orderInfos.addressLine1,
               orderInfos.addressLine2,
               orderInfos.city,
               orderInfos.state,
               orderInfos.country,
               orderInfos.pickupDate,
               orderInfos.pickupTime,
               orderInfos.orderNote,
             )})
             select draft.id, ${p('firstName')}, ${p('lastName')}, ${p('email')}, ${p('phoneNumber')}, ${p('addressLine1')}, ${p('addressLine2')},
                    ${p('city')}, ${p('state')}, ${p('country')}, ${p('pickupDate')}::date, ${p('pickupTime')}, ${p('orderNote')}
               from draft, placed
              where draft.customer_id = ${p('customerId')} and not placed.placed and ${p('dateAllowed')}::boolean
             returning ${orderInfos.id} as id
           )
      select draft.customer_id as "ownerId", placed.placed as "placed", (select id from stored) as "orderInfoId"
        from placed left join draft on true`,
);

export type PlacedOrder = { id: number; orderNumber: string; status: string; totalAmount: string };
const placedOrder = sql`${orders.id} as "id", ${orders.orderNumber} as "orderNumber", ${orders.status} as "status",
  ${orders.totalAmount}::text as "totalAmount"`;

const dealerUser = alias(users, 'dealer_user');

export type OrderToConfirm = {
  ownerId: number;
  pincode: string;
  firstName: string;
  lastName: string;
  /** The customer account's e-mail ('' for an account made by mobile number). */
  email: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pickupDate: string;
  pickupTime: string;
  dealer: { id: number; email: string; name: string };
  /** The order placed for the draft already, if any. */
  existing: PlacedOrder | null;
  items: { subcategoryName: string; quantity: string; unitPrice: string }[];
};
/** An order info with what its confirmation answers or mails: the draft's owner, the dealer, the order placed already, the items. */
const orderToConfirm = statement<{ orderInfoId: number }, OrderToConfirm>(
  'checkout_order_to_confirm',
  sql`select ${cartOrders.customerId} as "ownerId", ${cartOrders.pincode} as "pincode",
             ${orderInfos.firstName} as "firstName", ${orderInfos.lastName} as "lastName", ${orderInfos.email} as "email", ${orderInfos.phoneNumber} as "phoneNumber",
             ${orderInfos.addressLine1} as "addressLine1", ${orderInfos.addressLine2} as "addressLine2", ${orderInfos.city} as "city",
             ${orderInfos.state} as "state", ${orderInfos.pickupDate}::text as "pickupDate", ${orderInfos.pickupTime} as "pickupTime",
             json_build_object('id', ${dealerUser.id}, 'email', ${dealerUser.email}, 'name', ${dealerUser.username}) as "dealer",
             (select json_build_object('id', ${orders.id}, 'orderNumber', ${orders.orderNumber}, 'status', ${orders.status},
                                       'totalAmount', ${orders.totalAmount}::text)
                from ${orders} where ${eq(orders.cartOrderId, cartOrders.id)}) as "existing",
             (select coalesce(json_agg(json_build_object('subcategoryName', ${orderItems.subcategoryName}, 'quantity', ${orderItems.quantity}::text,
                                                         'unitPrice', ${orderItems.unitPrice}::text) order by ${orderItems.id}), '[]')
                from ${orderItems} where ${eq(orderItems.cartOrderId, cartOrders.id)}) as "items"
        from ${orderInfos}
        inner join ${cartOrders} on ${eq(cartOrders.id, orderInfos.cartOrderId)}
        inner join ${users} as ${dealerUser} on ${eq(dealerUser.id, cartOrders.dealerId)}
       where ${eq(orderInfos.id, p('orderInfoId'))}`,
);

/**
 * Places the order of an order info of the customer's whose pickup date is still allowed,
 * unless its draft has one: then nothing. The unique index on cart_order_id decides between
 * confirmations at once (the later waits for the first, then does nothing), so the draft
 * needs no lock.
 */
const placeOrder = statement<{ orderInfoId: number; customerId: number; earliest: string; latest: string }, PlacedOrder>(
  'checkout_place_order',
  sql`insert into ${orders} (${columns(
    orders.cartOrderId,
    orders.orderInfoId,
    orders.customerId,
    orders.dealerId,
    orders.pincode,
    orders.status,
    orders.totalItems,
    orders.totalAmount,
    orders.pickupDate,
    orders.pickupTime,
  )})
      select ${cartOrders.id}, ${orderInfos.id}, ${cartOrders.customerId}, ${cartOrders.dealerId}, ${cartOrders.pincode}, 'New',
             ${cartOrders.totalItems}, ${cartOrders.totalAmount}, ${orderInfos.pickupDate}, ${orderInfos.pickupTime}
        from ${orderInfos}
        inner join ${cartOrders} on ${eq(cartOrders.id, orderInfos.cartOrderId)}
       where ${eq(orderInfos.id, p('orderInfoId'))} and ${eq(cartOrders.customerId, p('customerId'))}
         and ${orderInfos.pickupDate} between ${p('earliest')}::date and ${p('latest')}::date
      on conflict (${column(orders.cartOrderId)}) do nothing
      returning ${placedOrder}`,
);

const orderOfInfo = statement<{ orderInfoId: number }, PlacedOrder>(
  'checkout_order_of_info',
  sql`select ${placedOrder} from ${orders}
        inner join ${orderInfos} on ${eq(orderInfos.cartOrderId, orders.cartOrderId)}
       where ${eq(orderInfos.id, p('orderInfoId'))}`,
);

export function createCheckoutRepo(database: Pick<Database, 'statements'>) {
  const { statements } = database;
  return {
    transaction: statements.transaction,

    /**
     * Locks the customer's checkout, drops their abandoned items, and reads the price asked
     * for (none when it may not be booked) with the cart as it is once the lock is held.
     */
    async lockCart(tx: Pipeline, customerId: number, priceId: number) {
      const [[seller], , rows] = await Promise.all([
        tx.run(lockCustomer, { customerId }),
        tx.run(dropAbandonedItems, { customerId }),
        tx.run(priceAndCart, { priceId, customerId }),
      ]);
      const first = rows[0];
      const price = first?.id == null ? undefined : (first as PriceToBook);
      const pending = rows.flatMap((row) => (row.item ? [row.item as PendingItem] : []));
      return { seller, price, pending };
    },

    async insertItem(tx: Pipeline, item: NewItem): Promise<StoredItem> {
      const [row] = await tx.finish(insertItem, item);
      if (!row) throw new Error('item not stored');
      return row;
    },

    async updateItem(tx: Pipeline, id: number, charge: ItemCharge): Promise<StoredItem> {
      const [row] = await tx.finish(updateItem, { id, ...charge });
      if (!row) throw new Error('item vanished');
      return row;
    },

    /** Locks the customer's checkout and reads their pending items of one dealer once the lock is held. */
    async lockItemsToOrder(tx: Pipeline, customerId: number, dealerId: number): Promise<{ seller: Seller | undefined; items: ItemToOrder[] }> {
      const [[seller], items] = await Promise.all([tx.run(lockCustomer, { customerId }), tx.run(itemsToOrder, { customerId, dealerId })]);
      return { seller, items };
    },

    /** The new draft's id. */
    async gatherOrder(
      tx: Pipeline,
      draft: { customerId: number; dealerId: number; pincode: string; totalAmount: string },
      items: readonly (ItemCharge & { id: number })[],
    ): Promise<number> {
      const charged = JSON.stringify(items.map((item) => ({ id: item.id, unit_price: item.unitPrice, total_price: item.totalPrice })));
      const [row] = await tx.finish(gatherOrder, { ...draft, totalItems: items.length, items: charged });
      if (!row) throw new Error('order draft not stored');
      return row.cartOrderId;
    },

    async storeOrderInfo(info: NewOrderInfo) {
      const [row] = await statements.run(storeOrderInfo, info);
      return { ownerId: row?.ownerId ?? undefined, placed: row?.placed === true, orderInfoId: row?.orderInfoId ?? undefined };
    },

    /**
     * What confirming an order info answers or mails, and the order placed in the same round
     * trip where placeOrder may (`placed`: the new order, or none).
     */
    async placeOrder(tx: Pipeline, request: { orderInfoId: number; customerId: number; earliest: string; latest: string }) {
      const [[found], [placed]] = await Promise.all([tx.run(orderToConfirm, { orderInfoId: request.orderInfoId }), tx.run(placeOrder, request)]);
      return { found, placed };
    },

    /** The order placed for an order info's draft (by a confirmation that came first). */
    async findOrderOfInfo(tx: Pipeline, orderInfoId: number): Promise<PlacedOrder | undefined> {
      const [row] = await tx.run(orderOfInfo, { orderInfoId });
      return row;
    },
  };
}
export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;

/*
 * Issue 28: an order its dealer left unanswered, booked again with another dealer of its
 * pincode in one step. The same statements as checkout (the items added, gathered into a draft,
 * the pickup details stored, the order placed), in one transaction with the old order locked
 * and cancelled; the rules stay in the follow-up service.
 */

export type OrderToRebook = {
  id: number;
  orderNumber: string;
  customerId: number;
  dealerId: number;
  status: string;
  answerOverdue: boolean;
  pincode: string;
  pickupDate: string;
  pickupTime: string;
  totalAmount: string;
  cartOrderId: number;
  /** The pickup details as checkout stored them (the new order gets them again). */
  info: Omit<NewOrderInfo, 'cartOrderId' | 'customerId' | 'dateAllowed' | 'pickupDate' | 'pickupTime'>;
};
/** The order to book again, locked, with its pickup details. */
const lockOrderToRebook = statement<{ orderNumber: string }, OrderToRebook>(
  'rebook_lock_order',
  sql`select ${orders.id} as "id", ${orders.orderNumber} as "orderNumber", ${orders.customerId} as "customerId", ${orders.dealerId} as "dealerId",
             ${orders.status} as "status", ${orders.answerOverdueAt} is not null as "answerOverdue", ${orders.pincode} as "pincode",
             ${orders.pickupDate}::text as "pickupDate", ${orders.pickupTime} as "pickupTime", ${orders.totalAmount}::text as "totalAmount",
             ${orders.cartOrderId} as "cartOrderId",
             json_build_object('firstName', ${orderInfos.firstName}, 'lastName', ${orderInfos.lastName}, 'email', ${orderInfos.email},
               'phoneNumber', ${orderInfos.phoneNumber}, 'addressLine1', ${orderInfos.addressLine1}, 'addressLine2', ${orderInfos.addressLine2},
               'city', ${orderInfos.city}, 'state', ${orderInfos.state}, 'country', ${orderInfos.country}, 'orderNote', ${orderInfos.orderNote}) as "info"
        from ${orders}
        inner join ${orderInfos} on ${eq(orderInfos.id, orders.orderInfoId)}
       where ${eq(orders.orderNumber, p('orderNumber'))}
         for update of ${orders}`,
);

export type ItemToRebook = {
  subcategoryId: number;
  subcategoryName: string;
  quantity: string;
  /** What the old order charged for it. */
  unitPrice: string;
  /** The other dealer's price of the item's subcategory in the order's pincode, when they may be booked for it. */
  price: PriceToBook | null;
};
/** The old order's items, each with the other dealer's bookable price for its subcategory in the order's pincode. */
const itemsToRebook = statement<{ cartOrderId: number; dealerId: number; pincode: string }, ItemToRebook>(
  'rebook_items',
  sql`select ${orderItems.subcategoryId} as "subcategoryId", ${orderItems.subcategoryName} as "subcategoryName", ${orderItems.quantity}::text as "quantity",
             ${orderItems.unitPrice}::text as "unitPrice",
             (select json_build_object('id', bookable.id, 'dealerId', bookable.dealer_id, 'subcategoryId', bookable.subcategory_id,
                       'subcategoryName', bookable.subcategory_name, 'pincode', bookable.pincode, 'unit', bookable.unit,
                       'price', bookable.price, 'served', bookable.served)
                from ${bookablePrices} as bookable
               where bookable.dealer_id = ${p('dealerId')} and bookable.pincode = ${p('pincode')}
                 and bookable.subcategory_id = ${orderItems.subcategoryId} and bookable.served
               limit 1) as "price"
        from ${orderItems}
       where ${eq(orderItems.cartOrderId, p('cartOrderId'))}
       order by ${orderItems.id}`,
);

export type OtherDealerOffer = { dealerId: number; ktId: string; name: string; subcategoryId: number; price: string };
/** Every other bookable dealer serving the pincode with a price for one of the subcategories. */
const otherDealerOffers = statement<{ cartOrderId: number; dealerId: number; pincode: string }, OtherDealerOffer>(
  'rebook_other_dealer_offers',
  sql`select bookable.dealer_id as "dealerId", ${users.ktId} as "ktId", ${users.username} as "name",
             bookable.subcategory_id as "subcategoryId", bookable.price as "price"
        from ${bookablePrices} as bookable
        inner join ${users} on ${users.id} = bookable.dealer_id
       where bookable.pincode = ${p('pincode')} and bookable.served and bookable.dealer_id <> ${p('dealerId')}
         and bookable.subcategory_id in (select ${orderItems.subcategoryId} from ${orderItems} where ${eq(orderItems.cartOrderId, p('cartOrderId'))})
       order by bookable.dealer_id, bookable.subcategory_id`,
);

/** Cancels the unanswered order by its customer (only while it is New). */
const cancelUnanswered = statement<{ id: number }, { id: number }>(
  'rebook_cancel_unanswered',
  sql`update ${orders} set ${column(orders.status)} = 'Cancelled by Customer', ${column(orders.pickupCode)} = null, ${column(orders.updatedAt)} = now()
       where ${eq(orders.id, p('id'))} and ${orders.status} = 'New'
      returning ${orders.id} as "id"`,
);

export function createRebookRepo(database: Pick<Database, 'statements'>) {
  const { statements } = database;
  return {
    transaction: statements.transaction,

    /** Locks the customer's checkout and the order, and reads the order with the other dealer's prices for its items. */
    async lockOrder(tx: Pipeline, customerId: number, orderNumber: string) {
      const [, [order]] = await Promise.all([tx.run(lockCustomer, { customerId }), tx.run(lockOrderToRebook, { orderNumber })]);
      return order;
    },

    itemsFor(tx: Pipeline, order: Pick<OrderToRebook, 'cartOrderId' | 'pincode'>, dealerId: number) {
      return tx.run(itemsToRebook, { cartOrderId: order.cartOrderId, pincode: order.pincode, dealerId });
    },

    /** The offers of the pincode's other dealers for an order's subcategories. */
    otherDealerOffers(tx: Pipeline, order: Pick<OrderToRebook, 'cartOrderId' | 'pincode' | 'dealerId'>) {
      return tx.run(otherDealerOffers, { cartOrderId: order.cartOrderId, pincode: order.pincode, dealerId: order.dealerId });
    },

    async findOrder(orderNumber: string) {
      const [row] = await statements.run(lockOrderToRebook, { orderNumber });
      return row;
    },

    /**
     * Cancels the old order and places the new one with checkout's statements: the items added
     * at the other dealer's prices, gathered into a draft, the same pickup details stored, the
     * order placed. Undefined when the old order was no longer New.
     */
    async cancelAndPlace(
      tx: Pipeline,
      old: OrderToRebook,
      booking: { dealerId: number; items: readonly NewItem[]; totalAmount: string; pickupDate: string; earliest: string; latest: string },
    ): Promise<PlacedOrder | undefined> {
      const [cancelled] = await tx.run(cancelUnanswered, { id: old.id });
      if (!cancelled) return undefined;
      const stored = await Promise.all(booking.items.map((item) => tx.run(insertItem, item)));
      const charged = JSON.stringify(stored.map(([item]) => ({ id: item?.id, unit_price: item?.unitPrice, total_price: item?.totalPrice })));
      const [draft] = await tx.run(gatherOrder, {
        customerId: old.customerId,
        dealerId: booking.dealerId,
        pincode: old.pincode,
        totalItems: booking.items.length,
        totalAmount: booking.totalAmount,
        items: charged,
      });
      if (!draft) throw new Error('order draft not stored');
      const [info] = await tx.run(storeOrderInfo, {
        ...old.info,
        cartOrderId: draft.cartOrderId,
        customerId: old.customerId,
        dateAllowed: true,
        pickupDate: booking.pickupDate,
        pickupTime: old.pickupTime,
      });
      if (info?.orderInfoId == null) throw new Error('pickup details not stored');
      const [placed] = await tx.run(placeOrder, {
        orderInfoId: info.orderInfoId,
        customerId: old.customerId,
        earliest: booking.earliest,
        latest: booking.latest,
      });
      if (!placed) throw new Error('order not placed');
      return placed;
    },
  };
}
export type RebookRepo = ReturnType<typeof createRebookRepo>;
