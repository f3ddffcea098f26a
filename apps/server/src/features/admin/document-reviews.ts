import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Dealers' documents reviewed by admins (issue 15). */
export const documentReviewRoutes: FastifyPluginAsyncZod = async () => {};
