import { eq } from 'drizzle-orm';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { orderPickupItems, orders } from '../src/platform/db/schema/index.ts';
import { placeOrder } from './orders-helpers.ts';
import type { TestApp } from './test-app.ts';

export type DoorItem = { entry: PriceListEntry; rate: string; weight: string; amount: string; addedAtDoor?: boolean };

/**
 * A Completed order written straight into the database (receipts and wallets do not depend on the
 * completion endpoint): placed through the checkout calls, then marked Completed with the weighed
 * items, the payment and the amounts given (the test states the exact paise it expects).
 */
export async function completedOrder(
  t: TestApp,
  customer: AuthRecord,
  options: {
    items: readonly DoorItem[];
    paid: string;
    commission: string;
    completedAt?: Date;
    method?: 'cash' | 'upi';
    reference?: string | null;
    pickup?: Record<string, unknown>;
  },
): Promise<{ id: number; orderNumber: string }> {
  const first = options.items[0];
  if (!first) throw new Error('no items');
  const placed = await placeOrder(t.app, customer, [first.entry], options.pickup);
  const db = t.database.db;
  await db
    .update(orders)
    .set({
      status: 'Completed',
      completedAt: options.completedAt ?? new Date(),
      paymentMethod: options.method ?? 'cash',
      paymentReference: options.reference ?? null,
      paidAmount: options.paid,
      commissionAmount: options.commission,
    })
    .where(eq(orders.id, placed.id));
  await db.insert(orderPickupItems).values(
    options.items.map((item, position) => ({
      orderId: placed.id,
      subcategoryId: item.entry.subcategory,
      subcategoryName: item.entry.subcategory_name,
      categoryId: 1,
      categoryName: 'Paper',
      unit: item.entry.unit,
      unitPrice: item.rate,
      weightKg: item.weight,
      amount: item.amount,
      addedAtDoor: item.addedAtDoor ?? false,
      position,
    })),
  );
  return { id: placed.id, orderNumber: placed.order_number };
}
