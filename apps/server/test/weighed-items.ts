import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client.ts';
import { categories, orderPickupItems, orders, subcategories } from '../src/platform/db/schema/index.ts';
import type { ProposedItem } from '../src/platform/db/schema/orders.ts';

export type WeighedItem = { readonly category: string; readonly kg: string };

/**
 * Writes weighed items for an order straight into the database, as the completion call will
 * (one row per item, the category kept on it), and with `complete` marks the order Completed.
 * Items go in first, then the status, as one completion commits them together. As at the door
 * since issue 28, the order keeps the weights as proposed (version 1) beside the rows.
 */
export async function weighInDb(db: Db, orderNumber: string, items: readonly WeighedItem[], complete = true): Promise<void> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  const proposed: ProposedItem[] = [];
  for (const [position, item] of items.entries()) {
    const [sub] = await db
      .select({ id: subcategories.id, name: subcategories.name, categoryId: categories.id, categoryName: categories.name })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(eq(categories.name, item.category))
      .orderBy(asc(subcategories.id))
      .limit(1);
    if (!sub) throw new Error(`no category ${item.category}`);
    await db.insert(orderPickupItems).values({
      orderId: order.id,
      subcategoryId: sub.id,
      subcategoryName: sub.name,
      categoryId: sub.categoryId,
      categoryName: sub.categoryName,
      unit: 'kg',
      unitPrice: '10.00',
      weightKg: item.kg,
      amount: '0.00',
      position,
    });
    proposed.push({
      subcategoryId: sub.id,
      subcategoryName: sub.name,
      categoryId: sub.categoryId,
      categoryName: sub.categoryName,
      unit: 'kg',
      unitPrice: '10.00',
      weightKg: item.kg,
      amount: '0.00',
      addedAtDoor: false,
    });
  }
  const weighed = { weightsVersion: 1, proposedItems: proposed, proposedTotal: '0.00', weightsProposedAt: new Date() };
  await db.update(orders).set(complete ? { ...weighed, status: 'Completed', completedAt: new Date() } : weighed).where(eq(orders.id, order.id));
}
