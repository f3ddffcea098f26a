import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import {
  statementFileName,
  ZCustomerWallet,
  ZDealerWallet,
  ZStatementMonth,
  ZWalletHistoryResponse,
} from '@kt/contract/wallet/wallet';
import type { FastifyRequest } from 'fastify';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { csvByteOrderMark, csvRecord } from '../../platform/files/csv.ts';
import { createWalletRepo, sumMoney, type StatementRow } from './wallet.repo.ts';

const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;
const indiaMinute = (instant: Date) => new Date(instant.getTime() + indiaOffsetMs).toISOString().slice(0, 16).replace('T', ' ');

/** The words of the statement file. */
const statementTexts = {
  headers: ['Order', 'Completed on (IST)', 'Seller', 'Payment method', 'Payment reference', 'Paid (Rs)', 'Commission (Rs)'],
  total: 'Total',
  orders: (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`,
} as const;

/** The month's completed orders as CSV (RFC 4180, UTF-8 with its mark), a header and a total record. */
export function statementCsv(rows: readonly StatementRow[]): string {
  const lines = rows.map((row) =>
    csvRecord([row.orderNumber, indiaMinute(row.completedAt), row.customerName, row.paymentMethod, row.paymentReference, row.paid, row.commission]),
  );
  const total = csvRecord([
    statementTexts.total,
    statementTexts.orders(rows.length),
    '',
    '',
    '',
    sumMoney(rows.map((row) => row.paid)),
    sumMoney(rows.map((row) => row.commission)),
  ]);
  return csvByteOrderMark + csvRecord(statementTexts.headers) + lines.join('') + total;
}

/** The dealer themselves: an employee acts for the dealer at the door but does not see the dealer's money. */
function dealerOnly(request: FastifyRequest): number {
  const caller = currentUser(request);
  if (caller.category !== 'dealer') throw new AppError('FORBIDDEN', messages.wallet.dealerOnly);
  return caller.userId;
}

/** The customer's and the dealer's wallets and the dealer's monthly statements (issue 16). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createWalletRepo(app.deps.db);
  const customerOnly = authenticate('customer');
  // Employees pass authentication to get the wallet's own 403 message, not the generic one.
  const dealerSide = authenticate('dealer', 'employee');

  app.get(endpoints.customerWallet, { onRequest: customerOnly, schema: { response: { 200: ZCustomerWallet } } }, async (request, reply) => {
    const { balance, completedOrders } = await repo.customerBalance(currentUser(request).userId);
    reply.header('Cache-Control', 'private, no-store');
    return { balance, completed_orders: completedOrders };
  });

  app.get(
    endpoints.customerWalletHistory,
    { onRequest: customerOnly, schema: { querystring: ZPageQuery, response: { 200: ZWalletHistoryResponse } } },
    async (request, reply) => {
      const customerId = currentUser(request).userId;
      const rows = await privateTimeIdPage(request, reply, (page) => repo.customerHistory(customerId, page));
      return rows.map((row) => row.entry);
    },
  );

  app.get(endpoints.dealerWallet, { onRequest: dealerSide, schema: { response: { 200: ZDealerWallet } } }, async (request, reply) => {
    const months = await repo.dealerMonths(dealerOnly(request));
    reply.header('Cache-Control', 'private, no-store');
    return {
      paid_total: sumMoney(months.map((month) => month.paid)),
      commission_total: sumMoney(months.map((month) => month.commission)),
      completed_orders: months.reduce((sum, month) => sum + month.orders, 0),
      months,
    };
  });

  app.get(
    endpoints.dealerWalletHistory,
    { onRequest: dealerSide, schema: { querystring: ZPageQuery, response: { 200: ZWalletHistoryResponse } } },
    async (request, reply) => {
      const dealerId = dealerOnly(request);
      const rows = await privateTimeIdPage(request, reply, (page) => repo.dealerHistory(dealerId, page));
      return rows.map((row) => row.entry);
    },
  );

  app.get(
    '/api/wallet/dealer/statement/:month/',
    { onRequest: dealerSide, schema: { params: z.object({ month: ZStatementMonth }) } },
    async (request, reply) => {
      const dealerId = dealerOnly(request);
      const rows = await repo.dealerStatement(dealerId, request.params.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${statementFileName(request.params.month)}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(statementCsv(rows));
    },
  );
};
