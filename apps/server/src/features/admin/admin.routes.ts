import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditList } from '@kt/contract/admin/audit';
import { ZAdminUserEntry, ZUserActivation } from '@kt/contract/admin/users';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { siteName } from '@kt/contract/site';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { createAdminRepo, type AdminUserRow } from './admin.repo.ts';
import { adminUserEntry } from './user-admin.routes.ts';

const ZIdParams = z.object({ id: ZId });

/** The mail that tells an account's owner an admin switched it off or on again. */
export function activationEmail(user: AdminUserRow, publicUrl: string): MailMessage {
  const isDealer = user.accountCategory === 'dealer';
  if (!user.isActive) {
    return noticeEmail({
      to: user.email,
      subject: `Your ${siteName} account is deactivated`,
      greeting: `Hello ${user.username},`,
      intro: isDealer
        ? 'An administrator has deactivated your dealer account. While it is deactivated you cannot sign in, and customers do not see your prices or your marketplace page.'
        : 'An administrator has deactivated your account. While it is deactivated you cannot sign in.',
      rows: [['KT ID', user.ktId], ['Status', 'Deactivated']],
      action: { label: 'Contact us', link: `${publicUrl}/contact` },
    });
  }
  return noticeEmail({
    to: user.email,
    subject: `Your ${siteName} account is active again`,
    greeting: `Hello ${user.username},`,
    intro: isDealer
      ? 'An administrator has reactivated your dealer account. You can sign in again, and customers see your prices and your marketplace page again.'
      : 'An administrator has reactivated your account. You can sign in again.',
    rows: [['KT ID', user.ktId], ['Status', 'Active']],
    action: { label: 'Sign in', link: `${publicUrl}/signin` },
  });
}

/** Issue 15's admin endpoints: every one checks the admin role on the server (a customer or dealer token gets 403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAdminRepo(app.deps.db);
  const adminOnly = authenticate('admin');
  const { jobs, config } = app.deps;

  app.patch(
    '/v3/admin/users/:id/',
    { onRequest: adminOnly, schema: { params: ZIdParams, body: ZUserActivation, response: { 200: ZAdminUserEntry } } },
    async (request) => {
      const result = await repo.setUserActive(currentUser(request).userId, request.params.id, request.body.is_active, (tx, user) =>
        jobs.sendMail(tx, activationEmail(user, config.publicUrl)),
      );
      if (result.outcome === 'admin') throw new AppError('CONFLICT', messages.admin.adminNotSwitchable);
      if (result.outcome === 'not found') throw new AppError('NOT_FOUND', messages.admin.userNotFound);
      return adminUserEntry(result.user);
    },
  );

  app.get(
    adminEndpoints.adminAudit,
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
