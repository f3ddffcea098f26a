import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Users found and switched on or off by admins (issue 15). */
export const userAdminRoutes: FastifyPluginAsyncZod = async () => {};
