import type { FastifyPluginAsync } from 'fastify';
import { createDealersRepo } from './dealers.repo.ts';
import { dealersHandlers } from './dealers.routes.ts';
import { createDealersService } from './dealers.service.ts';

/** Spec 7 'Selling': the public lists of a pincode and the inquiries to a dealer. */
export const dealersFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, jobs, messages, config, listCache } = app.deps;
  const repo = createDealersRepo(db);
  dealersHandlers(app, { repo, service: createDealersService({ db, repo, storage, jobs, messages, publicUrl: config.publicUrl }), storage, listCache });
};
