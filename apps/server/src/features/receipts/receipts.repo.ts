import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Receipt } from '@kt/contract/orders/receipts';
import { twoPlaces } from '@kt/contract/money';
import type { PaymentMethod } from '@kt/contract/orders/completion';
import type { Db } from '../../platform/db/client.ts';
import { disputes, orderInfos, orderPickupItems, orders, users } from '../../platform/db/schema/index.ts';

/** An order with what a receipt needs, before the caller's access is checked. */
export type ReceiptRecord = {
  orderId: number;
  status: string;
  customerId: number;
  dealerId: number;
  customerEmail: string;
  customerAccountName: string;
  /** Issue 28: the photo of the scale's reading, when the dealer attached one. */
  scalePhotoKey: string | null;
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
        scalePhotoKey: orders.scalePhotoKey,
        paidAmount: orders.paidAmount,
        commissionAmount: orders.commissionAmount,
        // Issue 28: an upheld dispute's adjustment, already part of paid_amount; shown as its own line.
        adjustmentAmount: disputes.adjustmentAmount,
        firstName: orderInfos.firstName,
        lastName: orderInfos.lastName,
        addressLine1: orderInfos.addressLine1,
        addressLine2: orderInfos.addressLine2,
        city: orderInfos.city,
        state: orderInfos.state,
        customerKtId: customer.ktId,
        customerEmail: customer.email,
        customerName: customer.username,
        customerCategory: customer.accountCategory,
        customerType: customer.accountType,
        dealerKtId: dealer.ktId,
        dealerName: dealer.username,
        dealerMobile: dealer.mobileNumber,
      })
      .from(orders)
      .innerJoin(orderInfos, eq(orderInfos.id, orders.orderInfoId))
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .innerJoin(dealer, eq(dealer.id, orders.dealerId))
      .leftJoin(disputes, and(eq(disputes.orderId, orders.id), eq(disputes.status, 'Upheld')))
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
      scalePhotoKey: row.scalePhotoKey,
      receipt: {
        order_number: row.orderNumber,
        completed_at: (row.completedAt ?? new Date(0)).toISOString(),
        pickup_date: row.pickupDate,
        pickup_time: row.pickupTime,
        customer: {
          // Issue 28: a dealer who sold on is named by their business, as on their KTD id.
          name: row.customerCategory === 'dealer' ? row.customerName : `${row.firstName} ${row.lastName}`.trim(),
          kt_id: row.customerKtId,
          address,
          account_type: row.customerType,
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
        // An upheld dispute without money owed (bad conduct, say) adds no line.
        adjustment_amount: row.adjustmentAmount === null || twoPlaces(row.adjustmentAmount) === '0.00' ? null : twoPlaces(row.adjustmentAmount),
        payment_method: (row.paymentMethod ?? 'cash') as PaymentMethod,
        payment_reference: row.paymentReference,
        scale_photo: row.scalePhotoKey !== null,
        commission_amount: twoPlaces(row.commissionAmount),
      },
    };
  }

  /** Issue 29: the language of an account (`users.language`), the one its receipt PDF is written in. */
  async function languageOf(userId: number): Promise<string | undefined> {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.language;
  }

  return {
    byOrderNumber: (orderNumber: string) => find(eq(orders.orderNumber, orderNumber)),
    byOrderId: (orderId: number) => find(eq(orders.id, orderId)),
    languageOf,
  };
}

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;

