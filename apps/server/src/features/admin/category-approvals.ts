import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Dealers' category requests decided by admins (issue 15). */
export const categoryApprovalRoutes: FastifyPluginAsyncZod = async () => {};
