import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { ZAdminPasswordChange } from '@kt/contract/admin/password';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { rateLimits } from '@kt/contract/limits';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { changeAdminPassword } from './admin-accounts.ts';

/** The admin's own password: the first admin replaces the generated one here before the console opens. */
export const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    adminEndpoints.adminPassword,
    {
      onRequest: authenticate('admin'),
      config: {
        openBeforePasswordChange: true,
        validationMessage: consoleMessages.passwordChangeInvalid,
        // A stolen session must not try current passwords at will.
        rateLimit: { name: 'adminpassword', policy: rateLimits.signIn },
      },
      schema: { body: ZAdminPasswordChange, response: { 200: ZMsgResponse } },
    },
    async (request) => {
      const caller = currentUser(request);
      await changeAdminPassword(db, {
        adminId: caller.userId,
        sessionId: caller.sessionId,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return { msg: consoleMessages.passwordChanged };
    },
  );
};
