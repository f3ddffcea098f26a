import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { isCompleted, type OrderStatus } from '@kt/contract/orders/order-statuses';
import { receiptFileName, ZReceipt, type Receipt } from '@kt/contract/orders/receipts';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { createReceiptsRepo, type ReceiptsRepo } from './receipts.repo.ts';
import { receiptPdf } from './receipt-pdf.ts';

const ZReceiptParams = z.object({ orderNumber: z.string().min(1).max(40) });

/**
 * The receipt the caller may read: the order's customer (without the commission), its dealer or
 * one of the dealer's employees (with it). Anyone else, and a number that names no order, get the
 * same 404 (an order number says nothing about whether it exists); an order not Completed a 409.
 */
export async function receiptFor(repo: ReceiptsRepo, request: FastifyRequest, orderNumber: string): Promise<Receipt> {
  const caller = currentUser(request);
  const record = await repo.byOrderNumber(orderNumber);
  const isCustomer = record !== undefined && caller.category === 'customer' && record.customerId === caller.userId;
  const isDealerSide = record !== undefined && caller.category !== 'customer' && caller.dealerId === record.dealerId;
  if (!record || (!isCustomer && !isDealerSide)) throw new AppError('NOT_FOUND', messages.receipts.notFound);
  if (!isCompleted(record.status as OrderStatus)) throw new AppError('CONFLICT', messages.receipts.notCompleted);
  return isCustomer ? { ...record.receipt, commission_amount: null } : record.receipt;
}

/** Receipts of completed orders, as JSON and PDF (issue 16). */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createReceiptsRepo(app.deps.db);
  const orderParty = authenticate('customer', 'dealer', 'employee');

  app.get(
    '/api/order_receipt/:orderNumber/',
    { onRequest: orderParty, schema: { params: ZReceiptParams, response: { 200: ZReceipt } } },
    async (request, reply) => {
      const receipt = await receiptFor(repo, request, request.params.orderNumber);
      reply.header('Cache-Control', 'private, no-store');
      return receipt;
    },
  );

  app.get('/api/order_receipt/:orderNumber/pdf/', { onRequest: orderParty, schema: { params: ZReceiptParams } }, async (request, reply) => {
    const receipt = await receiptFor(repo, request, request.params.orderNumber);
    const pdf = await receiptPdf(receipt);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${receiptFileName(receipt.order_number)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });
};
