import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin console's home figures (issue 15). */
export const adminHomeRoutes: FastifyPluginAsyncZod = async () => {};
