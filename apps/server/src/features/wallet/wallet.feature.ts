import type { FastifyPluginAsync } from 'fastify';
import { createWalletRepo } from './wallet.repo.ts';
import { walletHandlers } from './wallet.routes.ts';
import { createWalletService } from './wallet.service.ts';

/** The wallets of issue 16, from completed orders. */
export const walletFeature: FastifyPluginAsync = async (app) => {
  walletHandlers(app, createWalletService(createWalletRepo(app.deps.db)));
};
