import { receiptTexts } from '../../features/receipts/receipt-texts.ts';
import type { Cluster } from './cluster.ts';
import { countMails, mailKey, type ReceivedMail } from './smtp-sink.ts';

export type OrderMailFacts = { orderNumber: string; status: string; customerEmail: string; dealerEmail: string };

/** The orders with their parties' e-mails, read straight from the cluster. */
export async function readOrderFacts(cluster: Cluster, database: string, orderNumbers: readonly string[]): Promise<OrderMailFacts[]> {
  const rows = await cluster.query<{ order_number: string; status: string; customer_email: string; dealer_email: string }>(
    `select o.order_number, o.status, c.email as customer_email, d.email as dealer_email
       from orders o join users c on c.id = o.customer_id join users d on d.id = o.dealer_id
      where o.order_number = any($1::text[])`,
    [[...new Set(orderNumbers)]],
    database,
  );
  return rows.map((r) => ({ orderNumber: r.order_number, status: r.status, customerEmail: r.customer_email.toLowerCase(), dealerEmail: r.dealer_email.toLowerCase() }));
}

/** The mail subjects of the order notices (orders.service.ts, order-emails.ts, receipt-texts.ts). */
export const orderMail = {
  newOrder: (orderNumber: string) => `New pickup request ${orderNumber}`,
  accepted: (orderNumber: string) => `Pickup ${orderNumber}: Accepted`,
  receipt: (orderNumber: string) => receiptTexts.mailSubject(orderNumber),
};

export type ExpectedMail = { to: string; subject: string; why: 'new order' | 'accepted' | 'receipt' };

/**
 * What the orders' state in the database says must have been mailed: each order's notice to its
 * dealer, the pickup code to the customer of each order accepted (Accepted or Completed now),
 * the receipt of each Completed one. The mail is queued in the change's transaction, so a
 * change that committed (its answer lost or not) owes its mail.
 */
export function expectedOrderMails(orders: readonly OrderMailFacts[]): ExpectedMail[] {
  const expected: ExpectedMail[] = [];
  for (const order of orders) {
    expected.push({ to: order.dealerEmail, subject: orderMail.newOrder(order.orderNumber), why: 'new order' });
    if (order.status === 'Accepted' || order.status === 'Completed') {
      expected.push({ to: order.customerEmail, subject: orderMail.accepted(order.orderNumber), why: 'accepted' });
    }
    if (order.status === 'Completed') expected.push({ to: order.customerEmail, subject: orderMail.receipt(order.orderNumber), why: 'receipt' });
  }
  return expected;
}

export type MailTally = {
  expected: number;
  arrived: number;
  missing: ExpectedMail[];
  /** Extra copies of expected mails (a mail twice counts 1). */
  duplicates: number;
  duplicated: string[];
  /** performance.now() of the last expected mail's arrival. */
  lastArrivalAt: number | undefined;
};

export function tallyMails(expected: readonly ExpectedMail[], received: readonly ReceivedMail[]): MailTally {
  const counts = countMails(received);
  const missing = expected.filter((mail) => !counts.has(mailKey(mail.to, mail.subject)));
  const keys = new Set(expected.map((mail) => mailKey(mail.to, mail.subject)));
  const duplicated = [...keys].filter((key) => (counts.get(key) ?? 0) > 1);
  const duplicates = duplicated.reduce((n, key) => n + (counts.get(key) ?? 1) - 1, 0);
  let lastArrivalAt: number | undefined;
  for (const mail of received) {
    if (mail.to.some((to) => keys.has(mailKey(to, mail.subject))) && (lastArrivalAt === undefined || mail.at > lastArrivalAt)) lastArrivalAt = mail.at;
  }
  return { expected: keys.size, arrived: keys.size - missing.length, missing, duplicates, duplicated, lastArrivalAt };
}
