import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditList } from '@kt/contract/admin/audit';
import { ZAdminUserEntry, ZUserActivation, type AdminUserEntry } from '@kt/contract/admin/users';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { privateTimeIdPage } from '../../platform/paging.ts';
import { createAdminRepo } from './admin.repo.ts';

const ZIdParams = z.object({ id: ZId });

/** Issue 15's admin endpoints: every one checks the admin role on the server (a customer or dealer token gets 403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAdminRepo(app.deps.db);
  const adminOnly = authenticate('admin');

  app.patch(
    '/v3/admin/users/:id/',
    { onRequest: adminOnly, schema: { params: ZIdParams, body: ZUserActivation, response: { 200: ZAdminUserEntry } } },
    async (request) => {
      const { id } = request.params;
      const row = await repo.setUserActive(currentUser(request).userId, id, request.body.is_active);
      if (!row) {
        const existing = await repo.findUser(id);
        if (existing?.accountCategory === 'admin') throw new AppError('CONFLICT', messages.admin.adminNotSwitchable);
        throw new AppError('NOT_FOUND', messages.admin.userNotFound);
      }
      const entry: AdminUserEntry = {
        id: row.id,
        KT_ID: row.ktId,
        username: row.username,
        email: row.email,
        // The table's check constraint holds the category to these values.
        account_category: row.accountCategory as AdminUserEntry['account_category'],
        account_type: row.accountType,
        is_active: row.isActive,
      };
      return entry;
    },
  );

  app.get(
    endpoints.adminAudit,
    { onRequest: adminOnly, schema: { querystring: ZPageQuery, response: { 200: ZAuditList } } },
    async (request, reply) => {
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
    },
  );
};
