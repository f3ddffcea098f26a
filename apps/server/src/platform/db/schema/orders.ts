import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, createdAt, ownerAccountId } from './columns.ts';
import { users } from './accounts.ts';
import { subcategories } from './catalog.ts';
import { prices } from './dealers.ts';

/** One proposed item as kept on the order until the completion writes it to order_pickup_items. */
export type ProposedItem = {
  subcategoryId: number;
  subcategoryName: string;
  categoryId: number;
  categoryName: string;
  unit: string;
  unitPrice: string;
  weightKg: string;
  amount: string;
  addedAtDoor: boolean;
};

/**
 * An item a customer has added for checkout (POST /api/add_item/) with the price the server
 * charged; `cartOrderId` is set when add_order gathers it into an order draft.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    customerId: ownerAccountId('customer_id'),
    dealerId: ownerAccountId('dealer_id'),
    priceId: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    subcategoryName: text('subcategory_name').notNull(),
    unit: text('unit').notNull(),
    pincode: text('pincode').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    totalPrice: numeric('total_price', { precision: 14, scale: 2 }).notNull(),
    cartOrderId: integer('cart_order_id').references(() => cartOrders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_cart_order_idx').on(t.cartOrderId),
    // One pending row per price: adding the same item again adds to its quantity.
    uniqueIndex('order_items_pending_unique').on(t.customerId, t.priceId).where(sql`${t.cartOrderId} is null`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** An order draft (POST /api/add_order/): one dealer, one pincode, 1 to 10 items. */
export const cartOrders = pgTable(
  'cart_orders',
  {
    id: serialId(),
    customerId: ownerAccountId('customer_id'),
    dealerId: ownerAccountId('dealer_id'),
    pincode: text('pincode').notNull(),
    totalItems: integer('total_items').notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_orders_customer_idx').on(t.customerId)],
);

/** The pickup address and slot of an order draft (POST /api/order_info/). */
export const orderInfos = pgTable('order_infos', {
  id: serialId(),
  cartOrderId: integer('cart_order_id')
    .notNull()
    .references(() => cartOrders.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  addressLine1: text('address_line_1').notNull(),
  addressLine2: text('address_line_2').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
  pickupTime: text('pickup_time').notNull(),
  orderNote: text('order_note').notNull().default(''),
  createdAt: createdAt(),
});

/** A placed order (POST /api/order_confirm/): at most one per order draft. */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    orderNumber: text('order_number')
      .notNull()
      .generatedAlwaysAs(sql`'KTO' || lpad(id::text, 8, '0')`),
    cartOrderId: integer('cart_order_id')
      .notNull()
      .references(() => cartOrders.id),
    orderInfoId: integer('order_info_id')
      .notNull()
      .references(() => orderInfos.id),
    customerId: ownerAccountId('customer_id'),
    dealerId: ownerAccountId('dealer_id'),
    pincode: text('pincode').notNull(),
    status: text('status').notNull().default('New'),
    totalItems: integer('total_items').notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    pickupTime: text('pickup_time').notNull(),
    /** The one-time code the customer gives the dealer at the door (issue 16): set on Accepted. */
    pickupCode: text('pickup_code'),
    /** Wrong codes since the code was issued; at the limit the code is locked until the customer issues a new one. */
    pickupCodeTries: integer('pickup_code_tries').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the evening-before reminder was queued (issue 27): set once, so two instances send it once. */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    /** The dealer or the dealer's employee who completed the pickup. */
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The completing client's key: a retry of the same completion answers it again instead of a second one. */
    completionKey: text('completion_key'),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    /** What the dealer paid, from the weighed kg at the agreed rates (rupees, two places). */
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }),
    /** The platform's commission on this order (rupees, two places). */
    commissionAmount: numeric('commission_amount', { precision: 14, scale: 2 }),
    /** Issue 28: when the New pickup was flagged to its customer as unanswered after 4 daytime hours (once). */
    answerOverdueAt: timestamp('answer_overdue_at', { withTimezone: true }),
    /** Issue 28: when the customer reported that nobody came for the Accepted pickup in its slot. */
    noShowReportedAt: timestamp('no_show_reported_at', { withTimezone: true }),
    /** Issue 28: a new date and slot one party proposed and the other has not answered yet ('customer' or 'dealer'). */
    rescheduleProposedBy: text('reschedule_proposed_by'),
    rescheduleDate: date('reschedule_date', { mode: 'string' }),
    rescheduleTime: text('reschedule_time'),
    /** The dealer's reason for proposing a new date (a customer's proposal after a no-show needs none). */
    rescheduleReason: text('reschedule_reason'),
    /** Issue 28: the weights the dealer proposed at the door; each proposal adds one and issues a new code. */
    weightsVersion: integer('weights_version').notNull().default(0),
    /** The proposed items priced (the rows the completion will write), shown to the customer before the code. */
    proposedItems: jsonb('proposed_items').$type<ProposedItem[]>(),
    /** The proposed items' total (rupees, two places). */
    proposedTotal: numeric('proposed_total', { precision: 14, scale: 2 }),
    weightsProposedAt: timestamp('weights_proposed_at', { withTimezone: true }),
    /** A photo of the scale's reading, private to the order's parties (key under scale-photos/). */
    scalePhotoKey: text('scale_photo_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    // Wallets and monthly statements: a party's completed orders by time.
    index('orders_customer_completed_idx').on(t.customerId, t.completedAt).where(sql`${t.completedAt} is not null`),
    index('orders_dealer_completed_idx').on(t.dealerId, t.completedAt).where(sql`${t.completedAt} is not null`),
    check('orders_payment_method_check', sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('cash', 'upi')`),
    uniqueIndex('orders_cart_order_unique').on(t.cartOrderId),
    // The order lists' order (newest first, id breaking ties): a page is a range of the index, never a sort of all rows.
    index('orders_customer_newest_idx').on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_dealer_pickup_idx').on(t.dealerId, t.pickupDate),
    // The evening reminder's search: tomorrow's accepted pickups not yet reminded.
    index('orders_reminder_due_idx').on(t.pickupDate).where(sql`${t.status} = 'Accepted' and ${t.reminderQueuedAt} is null`),
    // Issue 28: the unanswered-pickup task's search, and the dealer's no-shows on the admin console.
    index('orders_answer_due_idx').on(t.createdAt).where(sql`${t.status} = 'New' and ${t.answerOverdueAt} is null`),
    index('orders_dealer_no_show_idx').on(t.dealerId).where(sql`${t.noShowReportedAt} is not null`),
    check(
      'orders_reschedule_check',
      sql`(${t.rescheduleProposedBy} is null and ${t.rescheduleDate} is null and ${t.rescheduleTime} is null) or (${t.rescheduleProposedBy} in ('customer', 'dealer') and ${t.rescheduleDate} is not null and ${t.rescheduleTime} is not null)`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} in ('New', 'Accepted', 'Cancelled by Dealer', 'Cancelled by Customer', 'Completed')`,
    ),
  ],
);

/**
 * What was weighed at the door (issue 16): one row per item of a Completed order, at the
 * order's agreed rate (or, for an item added at the door, the dealer's rate for the pincode then).
 */
export const orderPickupItems = pgTable(
  'order_pickup_items',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    subcategoryName: text('subcategory_name').notNull(),
    /** For the impact figures by category. */
    categoryId: integer('category_id').notNull(),
    categoryName: text('category_name').notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    addedAtDoor: boolean('added_at_door').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_pickup_items_order_idx').on(t.orderId),
    index('order_pickup_items_category_idx').on(t.categoryId),
    check('order_pickup_items_weight_check', sql`${t.weightKg} >= 0 and ${t.weightKg} <= 10000`),
  ],
);

/** A question a visitor sends a dealer from the selling page (spec 3 'Inquiry'). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    itemName: text('item_name').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    description: text('description').notNull(),
    itemPicKey: text('item_pic_key'),
    sourceIp: text('source_ip').notNull(),
    createdAt: createdAt(),
  },
  // The dealer's requests list pages newest first (id breaking ties): a range of the index.
  (t) => [index('inquiries_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
