import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Site content edited by admins (issue 15). */
export const contentEditingRoutes: FastifyPluginAsyncZod = async () => {};
