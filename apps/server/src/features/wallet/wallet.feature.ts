import type { FastifyPluginAsync } from 'fastify';
import { createCommissionRepo } from './commission.repo.ts';
import { commissionHandlers } from './commission.routes.ts';
import { createCommissionService } from './commission.service.ts';
import { createWalletRepo } from './wallet.repo.ts';
import { walletHandlers } from './wallet.routes.ts';
import { createWalletService } from './wallet.service.ts';

/** The wallets of issue 16, from completed orders. */
export const walletFeature: FastifyPluginAsync = async (app) => {
  walletHandlers(app, createWalletService(createWalletRepo(app.deps.db)));
  // Issue 28: the monthly commission paid by UPI with a UTR.
  commissionHandlers(app, createCommissionService({ repo: createCommissionRepo(app.deps.db) }));
};
