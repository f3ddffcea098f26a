import type { FastifyPluginAsync } from 'fastify';
import { createImpactRepo } from './impact.repo.ts';
import { impactHandlers } from './impact.routes.ts';
import { createImpactService } from './impact.service.ts';

/** Kg recycled and CO2 avoided, from completed orders (issue 16). */
export const impactFeature: FastifyPluginAsync = async (app) => {
  impactHandlers(app, createImpactService(createImpactRepo(app.deps.db)));
};
