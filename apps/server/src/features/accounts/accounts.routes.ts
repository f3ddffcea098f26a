import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountsEndpoints } from '@kt/contract/accounts/accounts.endpoints';
import { databaseCheckerMsgs } from '@kt/contract/accounts/email-flows';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { currentUser } from '../../platform/auth/guard.ts';
import { requireFile } from '../../platform/files/uploads.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/i18n/language-context.ts';
import type { AccountsService, MsgOutcome } from './accounts.service.ts';
import { authenticateBySession } from './session-credential.ts';

const sendMsg = (reply: FastifyReply, outcome: MsgOutcome): FastifyReply => reply.code(outcome.status).send({ msg: outcome.msg });
// The spec's client reads the checker's 'verify first' text under `message`; ours reads `msg`.
const sendCheckerAnswer = (reply: FastifyReply, { status, msg }: MsgOutcome): FastifyReply =>
  reply.code(status).send(msg === databaseCheckerMsgs.verifyFirst ? { msg, message: msg } : { msg });

/** The calls each side of the site makes on its own session and profile (spec 7: one path per side). */
const sides = [
  {
    logout: accountsEndpoints.customerLogout,
    viewProfile: accountsEndpoints.customerViewProfile,
    updateProfilePic: accountsEndpoints.customerUpdateProfilePic,
  },
  {
    logout: accountsEndpoints.dealerLogout,
    viewProfile: accountsEndpoints.dealerViewProfile,
    updateProfilePic: accountsEndpoints.dealerUpdateProfilePic,
  },
] as const;

/** Spec section 7 'Authentication': same paths, methods, fields and messages. */
export function accountsHandlers(app: FastifyInstance, service: AccountsService) {
  // Issue 29: a new account's messages are written in the language its sign-up was made in.
  handle(app, accountsEndpoints.customerRegistration, async (request, reply) =>
    sendMsg(reply, await service.registerCustomer(request.body, requestLanguage(request.headers))),
  );
  handle(app, accountsEndpoints.dealerRegistration, async (request, reply) =>
    sendMsg(reply, await service.registerDealer(request.body, requestLanguage(request.headers))),
  );

  handle(app, accountsEndpoints.signIn, async (request, reply) => {
    const outcome = await service.signIn(request.params.utype, request.body.email, request.body.password);
    if ('record' in outcome) return outcome.record;
    // Ours beside the spec's msg: the side the e-mail is registered on (the spec's client ignores it).
    return reply.code(outcome.status).send(outcome.registeredAs ? { msg: outcome.msg, registered_as: outcome.registeredAs } : { msg: outcome.msg });
  });

  handle(app, accountsEndpoints.tokenRefresh, async (request) => service.refresh(request.body.refresh));

  handle(app, accountsEndpoints.regenerateVerification, async (request, reply) =>
    sendMsg(reply, await service.regenerateVerification(request.params.utype, request.body.email)),
  );

  handle(app, accountsEndpoints.databaseChecker, async (request, reply) =>
    sendCheckerAnswer(reply, await service.databaseCheck(request.params.utype, request.params.email)),
  );

  handle(app, accountsEndpoints.emailVerify, async (request, reply) =>
    sendMsg(reply, await service.verifyEmail(request.params.utype, request.query.token)),
  );

  handle(app, accountsEndpoints.requestPasswordReset, async (request, reply) =>
    sendMsg(reply, await service.requestPasswordReset(request.params.utype, request.body.email)),
  );

  handle(app, accountsEndpoints.passwordResetCompletion, async (request, reply) => {
    const { token, user_id: userId, password } = request.body;
    return sendMsg(reply, await service.completePasswordReset(request.params.utype, userId, token, password));
  });

  // Protected: the caller's own session and profile only.
  for (const side of sides) {
    handle(
      app,
      side.logout,
      async (request) => {
        await service.logout(currentUser(request).userId, request.params.refresh);
        return { msg: 'Logged out' };
      },
      { authenticate: authenticateBySession(service, side.logout.access, 'refresh') },
    );

    handle(app, side.viewProfile, async (request) => service.ownProfile(currentUser(request).userId, request.params.refreshOrId), {
      authenticate: authenticateBySession(service, side.viewProfile.access, 'refreshOrId'),
    });

    handle(app, side.updateProfilePic, async (request) => {
      const { userId } = currentUser(request);
      if (request.params.id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own picture.');
      const url = await service.updateProfilePic(userId, requireFile(request, 'ProfilePic'));
      return { msg: messages.profile.picChanged, ProfilePic: url };
    });
  }

  handle(app, accountsEndpoints.customerUpdateAttrs, async (request) => {
    const { userId } = currentUser(request);
    if (request.body.Cid !== userId) throw new AppError('FORBIDDEN', 'You can only change your own profile.');
    await service.updateMobileNumber(userId, request.body.mobile_number, request.body.upi_vpa);
    return { msg: messages.profile.updated };
  });

  handle(app, accountsEndpoints.dealerUpdateAttrs, async (request) => {
    const { userId } = currentUser(request);
    if (request.body.Did !== userId) throw new AppError('FORBIDDEN', 'You can only change your own profile.');
    const { min_qty: min, qty: max } = request.body;
    await service.updateDealerAttrs(userId, request.body.mobile_number, min !== undefined && max !== undefined ? { min, max } : null, request.body.upi_vpa);
    return { msg: messages.profile.updated };
  });
}
