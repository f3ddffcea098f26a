import type { FastifyPluginAsync } from 'fastify';
import { createContentRepo } from './content.repo.ts';
import { contentHandlers } from './content.routes.ts';
import { createContentService } from './content.service.ts';

/** Spec 7 'Public content and votes', and the public forms of spec 5. */
export const contentFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, listCache } = app.deps;
  const repo = createContentRepo(db);
  contentHandlers(app, { repo, service: createContentService({ repo, storage }), storage, listCache });
};
