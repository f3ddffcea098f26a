import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder while the routes are written.
export const dealerRequestsRoutes: FastifyPluginAsyncZod = async () => {};
