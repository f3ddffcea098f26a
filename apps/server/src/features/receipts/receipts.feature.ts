import type { FastifyPluginAsync } from 'fastify';
import { createReceiptsRepo } from './receipts.repo.ts';
import { receiptsHandlers } from './receipts.routes.ts';
import { createReceiptsService } from './receipts.service.ts';

/** Receipts of completed orders (issue 16); their mail to the customer is queued at completion (receipt-mail.ts). */
export const receiptsFeature: FastifyPluginAsync = async (app) => {
  receiptsHandlers(app, createReceiptsService(createReceiptsRepo(app.deps.db)), app.deps.storage);
};

/** The receipt mail queued in the transaction that completes an order: features.ts hands it to the orders feature. */
export { queueCompletionReceipt } from './receipt-mail.ts';
