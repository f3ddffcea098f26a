import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Kept registered for app.ts; the admin's reading of the public forms moved to
 * features/admin/submissions-admin.routes.ts (GET /v3/admin/submissions/?kind=, paged, with the
 * marketplace forms and the CSV export beside it).
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async () => {};
