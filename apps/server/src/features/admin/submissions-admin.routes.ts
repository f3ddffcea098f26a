import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the public submitted, for admins (issue 15). */
export const submissionsAdminRoutes: FastifyPluginAsyncZod = async () => {};
