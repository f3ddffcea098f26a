import type { FastifyInstance } from 'fastify';
import { adminConsoleEndpoints } from '@kt/contract/admin/console.endpoints';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { AdminHomeRepo } from './admin-home.repo.ts';
import { readAdminSummary, type SummarySources } from './admin-home.service.ts';

/** The admin console's home figures (issue 15). */
export function adminHomeHandlers(app: FastifyInstance, { repo, sources }: { repo: AdminHomeRepo; sources: SummarySources }) {
  handle(app, adminConsoleEndpoints.adminSummary, async () => readAdminSummary(repo, new Date(), sources));
}
