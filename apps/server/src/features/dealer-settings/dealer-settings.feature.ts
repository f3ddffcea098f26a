import type { FastifyPluginAsync } from 'fastify';
import { createAreasRepo } from './areas.repo.ts';
import { areasHandlers } from './areas.routes.ts';
import { createAreasService } from './areas.service.ts';
import { createCategoryRequestsRepo } from './category-requests.repo.ts';
import { categoryRequestsHandlers } from './category-requests.routes.ts';
import { createCategoryRequestsService } from './category-requests.service.ts';
import { createDealerReadsService } from './dealer-reads.service.ts';
import { createDocumentsRepo } from './documents.repo.ts';
import { documentsHandlers } from './documents.routes.ts';
import { createDocumentsService } from './documents.service.ts';
import { createPricesRepo } from './prices.repo.ts';
import { pricesHandlers } from './prices.routes.ts';
import { createPricesService } from './prices.service.ts';
import { createSetupStatusRepo } from './setup-status.repo.ts';
import { setupStatusHandlers } from './setup-status.routes.ts';
import { createSetupStatusService } from './setup-status.service.ts';

/** Spec 3 and 7 'Dealer settings': what a dealer sets up before customers find them. */
export const dealerSettingsFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, config, pincodes } = app.deps;
  documentsHandlers(app, createDocumentsService({ repo: createDocumentsRepo(db), storage, publicUrl: config.publicUrl }));
  const categoryRequests = createCategoryRequestsRepo(db);
  categoryRequestsHandlers(app, { repo: categoryRequests, service: createCategoryRequestsService({ repo: categoryRequests, storage }) });
  setupStatusHandlers(app, createSetupStatusService(createSetupStatusRepo(db)));
  const areas = createAreasRepo(db);
  const prices = createPricesRepo(db);
  const reads = createDealerReadsService({ areas, prices });
  areasHandlers(app, { repo: areas, service: createAreasService({ repo: areas, pincodes }), reads });
  pricesHandlers(app, { service: createPricesService(prices), reads, storage });
};
