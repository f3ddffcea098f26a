import { z } from 'zod';
import { limits, pickupSlots, defaultCountry } from '../limits.ts';
import { messages } from '../messages.ts';
import { hasAtMostTwoPlaces } from '../money.ts';
import { phonePattern } from '../patterns.ts';
import { isBookablePickupDate, isCalendarDate } from './pickup-dates.ts';
import { ZId } from '../ids.ts';

/*
 * Placing an order: the calls of spec 7 'Selling, cart and orders', in order. Every one needs
 * the customer's Bearer token and must name the caller as customer_id.
 * 1. POST /api/add_item/ once per cart item. The server charges the dealer's current price for
 *    the price list id (unit_price is accepted and ignored) and refuses an item of another
 *    dealer or pincode than the items already added, an 11th item and a quantity of 0.
 * 2. POST /api/add_order/: gathers the added items into an order draft (cart_order_id).
 * 3. POST /api/order_info/: the pickup address and slot (order_info_id).
 * 4. POST /api/order_confirm/: places the order; repeating it returns the same order.
 * DELETE /api/delete_all_items/{customer}/{dealer}/False/ drops the added items of that dealer
 * (True: of every dealer) that are not in an order yet.
 */

const id = ZId;
const quantity = z.coerce
  .number()
  .positive(messages.orders.quantityRequired)
  .max(limits.maxItemQuantityKg, messages.orders.quantityRequired)
  .refine(hasAtMostTwoPlaces, messages.orders.quantityRequired);

export const ZAddItemRequest = z.object({
  customer_id: id,
  dealer_id: id,
  price_list_id: id,
  subcategory_id: id,
  subcategory_name: z.string().max(100).optional(),
  unit: z.string().max(20).optional(),
  quantity,
  /** Ignored: the server charges the dealer's current price. */
  unit_price: z.unknown().optional(),
});
export type AddItemRequest = z.input<typeof ZAddItemRequest>;
/** An add_item request as the server has it after parsing. */
export type ParsedAddItemRequest = z.output<typeof ZAddItemRequest>;
export const ZAddItemResponse = z.object({
  msg: z.string(),
  item_id: z.number().int(),
  subcategory_name: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  total_price: z.string(),
});
export type AddItemResponse = z.infer<typeof ZAddItemResponse>;

export const ZDeleteItemsParams = z.object({
  customer: id,
  dealer: id,
  all: z.enum(['True', 'False', 'true', 'false']),
});
export const ZDeleteItemsResponse = z.object({ msg: z.string(), deleted: z.number().int() });

export const ZAddOrderRequest = z.object({ customer_id: id, dealer_id: id });
export const ZAddOrderResponse = z.object({
  cart_order_id: z.number().int(),
  total_cart_items: z.number().int(),
  total_amount: z.string(),
});
export type AddOrderResponse = z.infer<typeof ZAddOrderResponse>;

const invalid = messages.orders.pickupInvalid;
const required = (max = 100) => z.string().trim().min(1, invalid).max(max, invalid);

/** The pickup address form of spec 5; the e-mail is always the account's (any other is ignored). */
export const ZPickupDetails = z.object({
  first_name: required(),
  last_name: required(),
  phone_number: z.string().trim().regex(phonePattern, invalid),
  address_line_1: required(200),
  address_line_2: z.string().trim().max(300, invalid).default(''),
  city: required(),
  state: required(),
  country: required().default(defaultCountry),
  pickup_date: z.string().refine(isCalendarDate, invalid),
  pickup_time: z.enum(pickupSlots, invalid),
});
export type PickupDetails = z.input<typeof ZPickupDetails>;

/**
 * The pickup address form as the customer fills it (spec 5, 9): ZPickupDetails, with a date the
 * server books (from tomorrow in India, at most limits.pickupMaxDaysAhead days on) and a slot
 * still to choose ('').
 */
export const ZPickupForm = ZPickupDetails.extend({
  pickup_date: z.string().refine((date) => isBookablePickupDate(date), invalid),
  pickup_time: z.string().pipe(z.enum(pickupSlots, invalid)),
});

export const ZOrderInfoRequest = ZPickupDetails.extend({
  cart_order_id: id,
  email: z.string().max(254).optional(),
  order_note: z.string().max(500).optional(),
  ip: z.string().max(100).optional(),
});
export type OrderInfoRequest = z.input<typeof ZOrderInfoRequest>;
export type ParsedOrderInfoRequest = z.output<typeof ZOrderInfoRequest>;
export const ZOrderInfoResponse = z.object({ order_info_id: z.number().int() });
export type OrderInfoResponse = z.infer<typeof ZOrderInfoResponse>;

export const ZOrderConfirmRequest = z.object({ order_info_id: id });
/** 201 when the order is placed; 200 with the same order when it already was. */
export const ZOrderConfirmResponse = z.object({
  msg: z.string(),
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  total_amount: z.string(),
});
export type OrderConfirmResponse = z.infer<typeof ZOrderConfirmResponse>;
