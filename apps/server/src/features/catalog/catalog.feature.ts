import type { FastifyPluginAsync } from 'fastify';
import { createCatalogRepo } from './catalog.repo.ts';
import { catalogHandlers } from './catalog.routes.ts';
import { createPincodeService } from './pincode.service.ts';
import { pincodeHandlers } from './pincode.routes.ts';

/** Spec 7 'Catalog': the category lists and the pincode directory. */
export const catalogFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, listCache, pincodes } = app.deps;
  catalogHandlers(app, { repo: createCatalogRepo(db), storage, listCache });
  pincodeHandlers(app, createPincodeService(pincodes));
};
