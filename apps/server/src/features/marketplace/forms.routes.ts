import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder while the routes are written.
export const marketplaceFormsRoutes: FastifyPluginAsyncZod = async () => {};
