import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Receipts of completed orders, as JSON and PDF (issue 16). */
export const receiptsRoutes: FastifyPluginAsyncZod = async () => {};
