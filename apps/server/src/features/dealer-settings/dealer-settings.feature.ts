import type { FastifyPluginAsync } from 'fastify';
import { createCategoryRequestsRepo } from './category-requests.repo.ts';
import { categoryRequestsHandlers } from './category-requests.routes.ts';
import { createCategoryRequestsService } from './category-requests.service.ts';
import { createDocumentsRepo } from './documents.repo.ts';
import { documentsHandlers } from './documents.routes.ts';
import { createDocumentsService } from './documents.service.ts';
import { createSetupStatusRepo } from './setup-status.repo.ts';
import { setupStatusHandlers } from './setup-status.routes.ts';
import { createSetupStatusService } from './setup-status.service.ts';

/** Spec 3 and 7 'Dealer settings': what a dealer sets up before customers find them. */
export const dealerSettingsFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, config } = app.deps;
  documentsHandlers(app, createDocumentsService({ repo: createDocumentsRepo(db), storage, publicUrl: config.publicUrl }));
  const categoryRequests = createCategoryRequestsRepo(db);
  categoryRequestsHandlers(app, { repo: categoryRequests, service: createCategoryRequestsService({ repo: categoryRequests, storage }) });
  setupStatusHandlers(app, createSetupStatusService(createSetupStatusRepo(db)));
  // The areas (areas.routes.ts) and prices (prices.routes.ts) join here when converted.
};
