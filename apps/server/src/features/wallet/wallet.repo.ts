import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { receiptSeller } from '@kt/contract/orders/receipt-labels';
import { indiaTimeZone } from '@kt/contract/india-time';
import { twoPlaces } from '@kt/contract/money';
import type { PaymentMethod } from '@kt/contract/orders/completion';
import type { DealerWalletMonth, WalletHistoryEntry } from '@kt/contract/wallet/wallet';
import type { Db } from '../../platform/db/client.ts';
import { orderInfos, orders, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type PageRequest, type TimeIdKey, type TimeIdRow } from '../../platform/http/paging.ts';

/** India's time zone as a PostgreSQL literal: the same text in the select, GROUP BY and ORDER BY of the months. */
const inIndia = sql.raw(`'${indiaTimeZone}'`);

/** India's months: a completion at 23:59 IST on 30 November belongs to November. */
const indiaMonth = sql<string>`to_char(${orders.completedAt} at time zone ${inIndia}, 'YYYY-MM')`;

export type HistoryRow = TimeIdRow & { entry: WalletHistoryEntry };
export type StatementRow = {
  orderNumber: string;
  completedAt: Date;
  customerName: string;
  paymentMethod: PaymentMethod;
  paymentReference: string | null;
  paid: string;
  commission: string;
};

/**
 * Whom the dealer paid: the pickup contact of a customer's order, or (issue 28) the dealer who sold
 * on to them, by business name, KTD id and type, as their receipts name them.
 */
const seller = alias(users, 'seller');
const sellerColumns = {
  contactName: sql<string>`${orderInfos.firstName} || ' ' || ${orderInfos.lastName}`,
  sellerCategory: seller.accountCategory,
  sellerName: seller.username,
  sellerKtId: seller.ktId,
  sellerType: seller.accountType,
};
function sellerName(row: { contactName: string; sellerCategory: string; sellerName: string; sellerKtId: string; sellerType: string }): string {
  if (row.sellerCategory !== 'dealer') return row.contactName;
  return receiptSeller({ name: row.sellerName, kt_id: row.sellerKtId, account_type: row.sellerType });
}

const completedOf = (owner: SQL) => and(owner, eq(orders.status, 'Completed'), isNotNull(orders.completedAt));

/**
 * The wallets read completed orders only (status Completed, completed_at set): sums are
 * PostgreSQL numeric (exact), written back with two places.
 */
export function createWalletRepo(db: Db) {
  function historyEntry(row: {
    orderNumber: string;
    completedAt: Date | null;
    paymentMethod: string | null;
    paymentReference: string | null;
    paidAmount: string | null;
    commissionAmount: string | null;
    counterparty: string;
    mobile: string;
  }, withCommission: boolean): WalletHistoryEntry {
    return {
      paymentTypeImg: '',
      transactionId: row.paymentReference ?? row.orderNumber,
      transferTo: row.counterparty,
      mobileNo: row.mobile,
      amount: twoPlaces(row.paidAmount),
      date: (row.completedAt ?? new Date(0)).toISOString(),
      order_number: row.orderNumber,
      payment_method: (row.paymentMethod ?? 'cash') as PaymentMethod,
      payment_reference: row.paymentReference,
      commission_amount: withCommission ? twoPlaces(row.commissionAmount) : null,
    };
  }

  const orderColumns = {
    id: orders.id,
    pageKeyAt: timeIdKeyAt(orders.completedAt),
    orderNumber: orders.orderNumber,
    completedAt: orders.completedAt,
    paymentMethod: orders.paymentMethod,
    paymentReference: orders.paymentReference,
    paidAmount: orders.paidAmount,
    commissionAmount: orders.commissionAmount,
  };

  return {
    async customerBalance(customerId: number): Promise<{ balance: string; completedOrders: number }> {
      const [row] = await db
        .select({ balance: sql<string>`coalesce(sum(${orders.paidAmount}), 0)::text`, orders: count() })
        .from(orders)
        .where(completedOf(eq(orders.customerId, customerId)));
      return { balance: twoPlaces(row?.balance ?? '0'), completedOrders: row?.orders ?? 0 };
    },

    /** The customer's completed orders, newest first: who paid them (the dealer) and how much. */
    async customerHistory(customerId: number, page: PageRequest<TimeIdKey>): Promise<HistoryRow[]> {
      const rows = await db
        .select({ ...orderColumns, counterparty: users.username, mobile: users.mobileNumber })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.dealerId))
        .where(and(completedOf(eq(orders.customerId, customerId)), afterTimeIdKey(orders.completedAt, orders.id, page.after, 'newest')))
        .orderBy(desc(orders.completedAt), desc(orders.id))
        .limit(page.limit);
      return rows.map((row) => ({ id: row.id, pageKeyAt: row.pageKeyAt, entry: historyEntry(row, false) }));
    },

    /** The dealer's completed orders, newest first: whom they paid (the pickup contact) and how much. */
    async dealerHistory(dealerId: number, page: PageRequest<TimeIdKey>): Promise<HistoryRow[]> {
      const rows = await db
        .select({ ...orderColumns, ...sellerColumns, mobile: orderInfos.phoneNumber })
        .from(orders)
        .innerJoin(orderInfos, eq(orderInfos.id, orders.orderInfoId))
        .innerJoin(seller, eq(seller.id, orders.customerId))
        .where(and(completedOf(eq(orders.dealerId, dealerId)), afterTimeIdKey(orders.completedAt, orders.id, page.after, 'newest')))
        .orderBy(desc(orders.completedAt), desc(orders.id))
        .limit(page.limit);
      return rows.map((row) => ({ id: row.id, pageKeyAt: row.pageKeyAt, entry: historyEntry({ ...row, counterparty: sellerName(row) }, true) }));
    },

    /** The dealer's months, newest first, each with its orders, amount paid out and commission. */
    async dealerMonths(dealerId: number): Promise<DealerWalletMonth[]> {
      const rows = await db
        .select({
          month: indiaMonth,
          orders: count(),
          paid: sql<string>`coalesce(sum(${orders.paidAmount}), 0)::text`,
          commission: sql<string>`coalesce(sum(${orders.commissionAmount}), 0)::text`,
        })
        .from(orders)
        .where(completedOf(eq(orders.dealerId, dealerId)))
        .groupBy(indiaMonth)
        .orderBy(desc(indiaMonth));
      return rows.map((row) => ({ month: row.month, orders: row.orders, paid: twoPlaces(row.paid), commission: twoPlaces(row.commission) }));
    },

    /** One India month (yyyy-mm) of the dealer's completed orders, oldest first. */
    async dealerStatement(dealerId: number, month: string): Promise<StatementRow[]> {
      const start = sql`(${`${month}-01`}::timestamp at time zone ${inIndia})`;
      const end = sql`((${`${month}-01`}::timestamp + interval '1 month') at time zone ${inIndia})`;
      const rows = await db
        .select({
          orderNumber: orders.orderNumber,
          completedAt: orders.completedAt,
          ...sellerColumns,
          paymentMethod: orders.paymentMethod,
          paymentReference: orders.paymentReference,
          paid: orders.paidAmount,
          commission: orders.commissionAmount,
        })
        .from(orders)
        .innerJoin(orderInfos, eq(orderInfos.id, orders.orderInfoId))
        .innerJoin(seller, eq(seller.id, orders.customerId))
        .where(and(completedOf(eq(orders.dealerId, dealerId)), sql`${orders.completedAt} >= ${start}`, sql`${orders.completedAt} < ${end}`))
        .orderBy(asc(orders.completedAt), asc(orders.id));
      return rows.map((row) => ({
        orderNumber: row.orderNumber,
        completedAt: row.completedAt ?? new Date(0),
        customerName: sellerName(row),
        paymentMethod: (row.paymentMethod ?? 'cash') as PaymentMethod,
        paymentReference: row.paymentReference,
        paid: twoPlaces(row.paid),
        commission: twoPlaces(row.commission),
      }));
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
