import type { FastifyPluginAsync } from 'fastify';
import type { ListCache } from '../../platform/cache/list-cache.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { createDealerRequestsRepo } from './dealer-requests.repo.ts';
import { dealerRequestsHandlers } from './dealer-requests.routes.ts';
import { createDealerRequestsService } from './dealer-requests.service.ts';
import { createMarketplaceFormsRepo } from './forms.repo.ts';
import { formsHandlers } from './forms.routes.ts';
import { createMarketplaceFormsService } from './forms.service.ts';
import { createInitiativesRepo } from './initiatives.repo.ts';
import { initiativesHandlers } from './initiatives.routes.ts';
import { createInitiativesService } from './initiatives.service.ts';
import { marketplacePageHead } from './page-head.ts';
import { pageHandlers } from './page.routes.ts';
import { createMarketplaceAnswers, type MarketplaceAnswers } from './page.service.ts';
import { createRatingReplies, ratingReplyHandlers } from './rating-replies.ts';

type MarketplaceDeps = { db: Db; storage: FileStorage; listCache: ListCache; config: Pick<Config, 'publicUrl'> };

// One set of page answers per app: the API route and the page's HTML head read the same.
const answersOfApp = new WeakMap<MarketplaceDeps, MarketplaceAnswers>();
function marketplaceAnswers(deps: MarketplaceDeps): MarketplaceAnswers {
  let answers = answersOfApp.get(deps);
  if (!answers) {
    answers = createMarketplaceAnswers(deps);
    answersOfApp.set(deps, answers);
  }
  return answers;
}

/** Spec 2.8 and 7 'Marketplace': a dealer's public page, their initiatives and forms, and the dealer's requests. */
export const marketplaceFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, listCache, jobs, rateLimiter, config } = app.deps;
  pageHandlers(app, marketplaceAnswers(app.deps));
  const initiatives = createInitiativesRepo(db);
  initiativesHandlers(app, { repo: initiatives, service: createInitiativesService({ repo: initiatives, storage }), listCache });
  formsHandlers(
    app,
    createMarketplaceFormsService({
      repo: createMarketplaceFormsRepo(db),
      db,
      jobs,
      rateLimiter,
      publicUrl: config.publicUrl,
      rateLimitScale: config.rateLimitScale,
      log: app.log,
    }),
  );
  const dealerRequests = createDealerRequestsRepo(db);
  dealerRequestsHandlers(app, { repo: dealerRequests, service: createDealerRequestsService(dealerRequests), storage });
  ratingReplyHandlers(app, createRatingReplies(db));
};

/** The HTML head of the server-rendered dealer page (page-head.ts), from the page's cached answers; its URLs absolute from PUBLIC_URL. */
export function marketplacePageHeadOf(deps: MarketplaceDeps) {
  return marketplacePageHead(marketplaceAnswers(deps), { publicUrl: deps.config.publicUrl });
}
