import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Dispute } from '@kt/contract/disputes/disputes';
import type { DisputeReason, DisputeStatus } from '@kt/contract/disputes/dispute-rules';
import { twoPlaces } from '@kt/contract/money';
import { privateFileUrl } from '../files/private-files.ts';
import { afterTimeIdKey, timeIdKeyAt, type PageRequest, type TimeIdKey, type TimeIdRow } from '../http/paging.ts';
import type { Db } from './client.ts';
import { disputes, orders, users } from './schema/index.ts';

/*
 * Issue 28: a dispute as its parties and the admin read it, in one place for the two features
 * that show it (disputes: the parties; admin: the console's list and decision).
 */

type Reader = Pick<Db, 'select'>;

const customer = alias(users, 'dispute_customer');
const dealer = alias(users, 'dispute_dealer');

const columns = {
  id: disputes.id,
  pageKeyAt: timeIdKeyAt(disputes.createdAt),
  orderId: disputes.orderId,
  customerId: disputes.customerId,
  dealerId: disputes.dealerId,
  orderNumber: orders.orderNumber,
  reason: disputes.reason,
  note: disputes.note,
  photoKey: disputes.photoKey,
  status: disputes.status,
  answer: disputes.answer,
  answeredAt: disputes.answeredAt,
  outcomeReason: disputes.outcomeReason,
  adjustmentAmount: disputes.adjustmentAmount,
  createdAt: disputes.createdAt,
  decidedAt: disputes.decidedAt,
  paidAmount: orders.paidAmount,
  completedAt: orders.completedAt,
  customerName: customer.username,
  customerKtId: customer.ktId,
  dealerName: dealer.username,
  dealerKtId: dealer.ktId,
};

export type DisputeRecord = TimeIdRow & { orderId: number; customerId: number; dealerId: number; status: DisputeStatus; dispute: Dispute };

function select(db: Reader) {
  return db
    .select(columns)
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .innerJoin(customer, eq(customer.id, disputes.customerId))
    .innerJoin(dealer, eq(dealer.id, disputes.dealerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function toRecord(row: Row, publicUrl: string): DisputeRecord {
  return {
    id: row.id,
    pageKeyAt: row.pageKeyAt,
    orderId: row.orderId,
    customerId: row.customerId,
    dealerId: row.dealerId,
    status: row.status as DisputeStatus,
    dispute: {
      id: row.id,
      order_number: row.orderNumber,
      reason: row.reason as DisputeReason,
      note: row.note,
      photo: row.photoKey ? privateFileUrl(publicUrl, row.photoKey) : null,
      status: row.status as DisputeStatus,
      answer: row.answer,
      answered_at: row.answeredAt?.toISOString() ?? null,
      outcome_reason: row.outcomeReason,
      adjustment_amount: row.adjustmentAmount === null ? null : twoPlaces(row.adjustmentAmount),
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      paid_amount: twoPlaces(row.paidAmount),
      completed_at: (row.completedAt ?? new Date(0)).toISOString(),
      customer: { name: row.customerName, KT_ID: row.customerKtId },
      dealer: { name: row.dealerName, KT_ID: row.dealerKtId },
    },
  };
}

/** The reads of disputes, with the public URL their photos' access-checked links start with. */
export function createDisputeRecords(db: Db, publicUrl: string) {
  return {
    async byId(id: number, reader: Reader = db): Promise<DisputeRecord | undefined> {
      const [row] = await select(reader).where(eq(disputes.id, id)).limit(1);
      return row ? toRecord(row, publicUrl) : undefined;
    },
    async byOrderNumber(orderNumber: string): Promise<DisputeRecord | undefined> {
      const [row] = await select(db).where(eq(orders.orderNumber, orderNumber)).limit(1);
      return row ? toRecord(row, publicUrl) : undefined;
    },
    /** A dealer's disputes, newest first. */
    async ofDealer(dealerId: number, page: PageRequest<TimeIdKey>): Promise<DisputeRecord[]> {
      const where: SQL | undefined = and(eq(disputes.dealerId, dealerId), afterTimeIdKey(disputes.createdAt, disputes.id, page.after, 'newest'));
      const rows = await select(db).where(where).orderBy(desc(disputes.createdAt), desc(disputes.id)).limit(page.limit);
      return rows.map((row) => toRecord(row, publicUrl));
    },
    /** The open disputes, oldest first (the admin's queue). */
    async open(page: PageRequest<TimeIdKey>): Promise<DisputeRecord[]> {
      const where = and(eq(disputes.status, 'Open'), afterTimeIdKey(disputes.createdAt, disputes.id, page.after, 'oldest'));
      const rows = await select(db).where(where).orderBy(asc(disputes.createdAt), asc(disputes.id)).limit(page.limit);
      return rows.map((row) => toRecord(row, publicUrl));
    },
  };
}
export type DisputeRecords = ReturnType<typeof createDisputeRecords>;
