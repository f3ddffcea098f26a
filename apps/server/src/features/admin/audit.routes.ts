import type { FastifyInstance } from 'fastify';
import { adminUserEndpoints } from '@kt/contract/admin/users.endpoints';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { AdminRepo } from './admin.repo.ts';

/** Issue 15: what every admin did, newest first. */
export function auditHandlers(app: FastifyInstance, repo: Pick<AdminRepo, 'listActions'>) {
  handle(app, adminUserEndpoints.adminAudit, async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => repo.listActions(page));
    return items.map((row) => ({
      id: row.id,
      admin: row.adminId !== null && row.adminKtId && row.adminName ? { id: row.adminId, KT_ID: row.adminKtId, username: row.adminName } : null,
      action: row.action,
      target_kind: row.targetKind,
      target_id: row.targetId,
      detail: row.detail,
      created_at: row.createdAt.toISOString(),
    }));
  });
}
