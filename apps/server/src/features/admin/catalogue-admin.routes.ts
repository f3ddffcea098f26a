import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The catalogue edited by admins (issue 15). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async () => {};
