import { and, eq, inArray } from 'drizzle-orm';
import { earliestPickupDate } from '@kt/contract/orders/pickup-dates';
import type { Db } from '../platform/db/client.ts';
import {
  appMeta,
  cartOrders,
  customerAddresses,
  orderInfos,
  orderItems,
  orders,
  prices,
  subcategories,
  users,
} from '../platform/db/schema/index.ts';
import { add, multiply } from '@kt/contract/money';
import { seedCustomer } from './seed-data.ts';

export const sellingSeedMarkerKey = 'seed:selling';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const demoAddress = {
  phoneNumber: '9876543210',
  address: '14, Civil Lines',
  addressArea: 'Raja Mandi',
  landmark: 'Opposite the post office',
  city: 'Agra',
  state: 'Uttar Pradesh',
  pincode: '282001',
};

/** Two pickups of the demo customer in 282001: a New one with the Kabadi, an Accepted one with the Collector. */
const demoOrders = [
  { dealerEmail: 'kabadi@example.com', status: 'New', slot: '8am - 1pm', items: { Newspaper: '12', Cardboard: '8', Iron: '15' } },
  { dealerEmail: 'collector@example.com', status: 'Accepted', slot: '1pm - 6pm', items: { Copper: '3', 'Office Paper': '20' } },
] as const;

/**
 * The selling demo on top of the foundation seed: the demo customer's saved address and two
 * pickups, so the customer and dealer pages show something on a fresh start. Runs once (its
 * own marker), also on a database seeded before this step existed.
 */
export async function seedSellingDemo(db: Db): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, sellingSeedMarkerKey));
  if (done.length > 0) return false;
  const [customer] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, seedCustomer.email), eq(users.accountCategory, 'customer')));
  if (!customer) return false;
  await db.transaction(async (tx) => {
    await tx.insert(customerAddresses).values({ ...demoAddress, userId: customer.id, name: seedCustomer.username, isDefault: true });
    for (const order of demoOrders) await insertDemoOrder(tx, customer.id, order);
    await tx.insert(appMeta).values({ key: sellingSeedMarkerKey, value: new Date().toISOString() });
  });
  return true;
}

async function insertDemoOrder(tx: Tx, customerId: number, order: (typeof demoOrders)[number]) {
  const [dealer] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, order.dealerEmail), eq(users.accountCategory, 'dealer')));
  if (!dealer) throw new Error(`seed dealer ${order.dealerEmail} missing`);
  const names = Object.keys(order.items);
  const priced = await tx
    .select({ id: prices.id, subcategoryId: prices.subcategoryId, name: subcategories.name, unit: prices.unit, price: prices.pricePerKg })
    .from(prices)
    .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
    .where(and(eq(prices.dealerId, dealer.id), eq(prices.pincode, demoAddress.pincode), inArray(subcategories.name, names)));
  const lines = priced.map((row) => {
    const quantity = `${order.items[row.name as keyof typeof order.items]}.00`;
    return { ...row, quantity, total: multiply(quantity, row.price) };
  });
  const totalAmount = add(lines.map((line) => line.total));
  const [cartOrder] = await tx
    .insert(cartOrders)
    .values({ customerId, dealerId: dealer.id, pincode: demoAddress.pincode, totalItems: lines.length, totalAmount })
    .returning({ id: cartOrders.id });
  if (!cartOrder) throw new Error('seed order draft not stored');
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      customerId,
      dealerId: dealer.id,
      priceId: line.id,
      subcategoryId: line.subcategoryId,
      subcategoryName: line.name,
      unit: line.unit,
      pincode: demoAddress.pincode,
      quantity: line.quantity,
      unitPrice: line.price,
      totalPrice: line.total,
      cartOrderId: cartOrder.id,
    })),
  );
  const pickupDate = earliestPickupDate();
  const [info] = await tx
    .insert(orderInfos)
    .values({
      cartOrderId: cartOrder.id,
      firstName: 'Asha',
      lastName: 'Sharma',
      email: seedCustomer.email,
      phoneNumber: demoAddress.phoneNumber,
      addressLine1: demoAddress.address,
      addressLine2: `${demoAddress.addressArea}, ${demoAddress.landmark}`,
      city: demoAddress.city,
      state: demoAddress.state,
      country: 'India',
      pickupDate,
      pickupTime: order.slot,
    })
    .returning({ id: orderInfos.id });
  if (!info) throw new Error('seed order info not stored');
  await tx.insert(orders).values({
    cartOrderId: cartOrder.id,
    orderInfoId: info.id,
    customerId,
    dealerId: dealer.id,
    pincode: demoAddress.pincode,
    status: order.status,
    totalItems: lines.length,
    totalAmount,
    pickupDate,
    pickupTime: order.slot,
  });
}
