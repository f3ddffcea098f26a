import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Receipt } from '@kt/contract/orders/receipts';
import { twoPlaces } from '@kt/contract/money';
import type { PaymentMethod } from '@kt/contract/orders/completion';
import type { Db } from '../../platform/db/client.ts';
import { orderInfos, orderPickupItems, orders, users } from '../../platform/db/schema/index.ts';

/** An order with what a receipt needs, before the caller's access is checked. */
export type ReceiptRecord = {
  orderId: number;
  status: string;
  customerId: number;
  dealerId: number;
  customerEmail: string;
  customerAccountName: string;
  /** The receipt as the dealer's side sees it (with the commission). */
  receipt: Receipt;
};

export function createReceiptsRepo(db: Db) {
  const customer = alias(users, 'customer');
  const dealer = alias(users, 'dealer');

  async function find(where: ReturnType<typeof eq>): Promise<ReceiptRecord | undefined> {
    const [row] = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        customerId: orders.customerId,
        dealerId: orders.dealerId,
        pincode: orders.pincode,
        pickupDate: orders.pickupDate,
        pickupTime: orders.pickupTime,
        completedAt: orders.completedAt,
        paymentMethod: orders.paymentMethod,
        paymentReference: orders.paymentReference,
        paidAmount: orders.paidAmount,
        commissionAmount: orders.commissionAmount,
        firstName: orderInfos.firstName,
        lastName: orderInfos.lastName,
        addressLine1: orderInfos.addressLine1,
        addressLine2: orderInfos.addressLine2,
        city: orderInfos.city,
        state: orderInfos.state,
        customerKtId: customer.ktId,
        customerEmail: customer.email,
        customerName: customer.username,
        dealerKtId: dealer.ktId,
        dealerName: dealer.username,
        dealerMobile: dealer.mobileNumber,
      })
      .from(orders)
      .innerJoin(orderInfos, eq(orderInfos.id, orders.orderInfoId))
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .innerJoin(dealer, eq(dealer.id, orders.dealerId))
      .where(where)
      .limit(1);
    if (!row) return undefined;
    const items = await db
      .select()
      .from(orderPickupItems)
      .where(eq(orderPickupItems.orderId, row.id))
      .orderBy(asc(orderPickupItems.position), asc(orderPickupItems.id));
    const address = [row.addressLine1, row.addressLine2, row.city, row.state].filter((part) => part.trim() !== '').join(', ');
    return {
      orderId: row.id,
      status: row.status,
      customerId: row.customerId,
      dealerId: row.dealerId,
      customerEmail: row.customerEmail,
      customerAccountName: row.customerName,
      receipt: {
        order_number: row.orderNumber,
        completed_at: (row.completedAt ?? new Date(0)).toISOString(),
        pickup_date: row.pickupDate,
        pickup_time: row.pickupTime,
        customer: {
          name: `${row.firstName} ${row.lastName}`.trim(),
          kt_id: row.customerKtId,
          address,
          pincode: row.pincode,
        },
        dealer: { name: row.dealerName, kt_id: row.dealerKtId, mobile_number: row.dealerMobile },
        items: items.map((item) => ({
          subcategory_name: item.subcategoryName,
          category_name: item.categoryName,
          unit: item.unit,
          unit_price: twoPlaces(item.unitPrice),
          weight_kg: twoPlaces(item.weightKg),
          amount: twoPlaces(item.amount),
          added_at_door: item.addedAtDoor,
        })),
        total_amount: twoPlaces(row.paidAmount),
        payment_method: (row.paymentMethod ?? 'cash') as PaymentMethod,
        payment_reference: row.paymentReference,
        commission_amount: twoPlaces(row.commissionAmount),
      },
    };
  }

  return {
    byOrderNumber: (orderNumber: string) => find(eq(orders.orderNumber, orderNumber)),
    byOrderId: (orderId: number) => find(eq(orders.id, orderId)),
  };
}

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;

