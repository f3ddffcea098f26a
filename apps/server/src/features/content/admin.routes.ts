import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formKinds } from '@kt/contract/content/forms';
import { authenticate } from '../../platform/auth/guard.ts';
import { privateFileUrl } from '../../platform/private-files.ts';
import { createContentRepo } from './content.repo.ts';

/** What the public submitted, for the admin (GET /v3/admin/submissions/?kind=intern). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createContentRepo(app.deps.db);
  const { config } = app.deps;
  app.get(
    '/v3/admin/submissions/',
    { onRequest: authenticate('admin'), schema: { querystring: z.object({ kind: z.enum(formKinds).optional() }) } },
    async (request) => {
      const rows = await repo.listSubmissions(request.query.kind);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        message: row.message,
        linkedin_id: row.linkedinId,
        domain: row.domain,
        // A CV is private: only the admin downloads it, with the Bearer token.
        cv: row.cvKey ? privateFileUrl(config.publicUrl, row.cvKey) : null,
        from_address: row.sourceAddress,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );
};
