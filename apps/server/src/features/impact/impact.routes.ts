import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Kg recycled and CO2 avoided, from completed orders (issue 16). */
export const impactRoutes: FastifyPluginAsyncZod = async () => {};
