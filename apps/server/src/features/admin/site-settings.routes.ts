import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The operator's site settings (issue 15). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async () => {};
