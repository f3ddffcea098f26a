import type { FastifyInstance } from 'fastify';
import { adminConsoleEndpoints } from '@kt/contract/admin/console.endpoints';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { currentUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/client.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { changeAdminPassword } from './admin-accounts.ts';

/** The admin's own password: the first admin replaces the generated one here before the console opens. */
export function adminPasswordHandlers(app: FastifyInstance, db: Db) {
  handle(app, adminConsoleEndpoints.adminPassword, async (request) => {
    const caller = currentUser(request);
    await changeAdminPassword(db, {
      adminId: caller.userId,
      sessionId: caller.sessionId,
      currentPassword: request.body.current_password,
      newPassword: request.body.new_password,
    });
    return { msg: consoleMessages.passwordChanged };
  });
}
