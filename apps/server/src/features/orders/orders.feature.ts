import type { FastifyPluginAsync } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { createCheckoutRepo, createRebookRepo } from './checkout.repo.ts';
import { createCompletionRepo, type Tx } from './completion.repo.ts';
import { completionHandlers } from './completion.routes.ts';
import { createCompletionService } from './completion.service.ts';
import { createFollowUpRepo } from './follow-up.repo.ts';
import { followUpHandlers } from './follow-up.routes.ts';
import { createFollowUpService } from './follow-up.service.ts';
import { createOrderListsRepo } from './order-lists.repo.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { ordersHandlers } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';

/**
 * What another feature does in the transaction that completes an order (the customer's receipt
 * mail and message): handed in where the features are listed (features.ts), so neither imports the other.
 */
export type CompletionFollowUp = (
  tx: Tx,
  deps: { jobs: Pick<Jobs, 'sendMail'>; messages: Pick<Messages, 'queue'>; publicUrl: string },
  orderId: number,
) => Promise<void>;

/** Spec 7 'Selling, cart and orders' and the pickup at the door (issue 16). */
export function ordersFeature({ onCompleted }: { onCompleted: CompletionFollowUp }): FastifyPluginAsync {
  return async (app) => {
    const { db, database, jobs, messages, config, listCache } = app.deps;
    const { publicUrl } = config;
    const repo = createOrdersRepo(db);
    const service = createOrdersService({ repo, checkout: createCheckoutRepo(database), jobs, messages, publicUrl });
    ordersHandlers(app, { service, orderLists: createOrderListsRepo(db), listCache });
    const completion = createCompletionService({
      repo: createCompletionRepo(db),
      parties: repo,
      jobs,
      publicUrl,
      storage: app.deps.storage,
      log: app.log,
      onCompleted: (tx, orderId) => onCompleted(tx, { jobs, messages, publicUrl }, orderId),
    });
    completionHandlers(app, completion);
    // Issue 28: pickups that do not silently fail.
    followUpHandlers(app, createFollowUpService({ repo: createFollowUpRepo(db), rebook: createRebookRepo(database), jobs, messages, publicUrl }));
  };
}
