import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  databaseCheckerMsgs,
  ZDatabaseCheckerResponse,
  ZEmailOnlyRequest,
  ZResetCompletionRequest,
  ZVerifyEmailQuery,
} from '@kt/contract/accounts/email-flows';
import { ZEmail, ZUtype } from '@kt/contract/accounts/fields';
import {
  ZCustomerUpdateAttrsRequest,
  ZDealerUpdateAttrsRequest,
  ZProfile,
  ZProfilePicResponse,
} from '@kt/contract/accounts/profile';
import { ZRefreshRequest, ZRefreshResponse, ZSignInRequest, ZSignInResponse } from '@kt/contract/accounts/sign-in';
import { ZCustomerSignUpRequest, ZDealerSignUpRequest, ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { AppError } from '@kt/contract/errors';
import { rateLimits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { requireFile } from '../../platform/files/uploads.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { createAccountsService, type MsgOutcome } from './accounts.service.ts';
import { authenticateBySession } from './session-credential.ts';
import { ZId } from '@kt/contract/ids';

const ZUtypeParams = z.object({ utype: ZUtype });
const msgResponses = { 200: ZMsgResponse, 201: ZMsgResponse, 302: ZMsgResponse, 400: ZMsgResponse, 401: ZMsgResponse, 403: ZMsgResponse, 404: ZMsgResponse, 409: ZMsgResponse };
const signUpLimit = { name: 'signup', policy: rateLimits.signUp, emailFrom: 'body' } as const;

/** Spec section 7 'Authentication': same paths, methods, fields and messages. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const service = createAccountsService({
    repo: createAccountsRepo(deps.db),
    jobs: deps.jobs,
    accessTokens: deps.accessTokens,
    refreshTokens: deps.refreshTokens,
    storage: deps.storage,
    publicUrl: deps.config.publicUrl,
    rateLimiter: deps.rateLimiter,
    rateLimitScale: deps.config.rateLimitScale,
    log: app.log,
  });
  const sendMsg = (reply: FastifyReply, outcome: MsgOutcome): FastifyReply =>
    reply.code(outcome.status).send({ msg: outcome.msg });
  // The spec's client reads the checker's 'verify first' text under `message`; ours reads `msg`.
  const sendCheckerAnswer = (reply: FastifyReply, { status, msg }: MsgOutcome): FastifyReply =>
    reply.code(status).send(msg === databaseCheckerMsgs.verifyFirst ? { msg, message: msg } : { msg });

  app.post(
    '/v3/api/registration/customer/',
    { config: { rateLimit: signUpLimit }, schema: { body: ZCustomerSignUpRequest, response: msgResponses } },
    async (request, reply) => sendMsg(reply, await service.registerCustomer(request.body)),
  );

  app.post(
    '/v3/api/registration/dealer/',
    { config: { rateLimit: signUpLimit }, schema: { body: ZDealerSignUpRequest, response: msgResponses } },
    async (request, reply) => sendMsg(reply, await service.registerDealer(request.body)),
  );

  app.post(
    '/v3/api/sign_in/:utype/',
    {
      config: { rateLimit: { name: 'signin', policy: rateLimits.signIn, emailFrom: 'body' } },
      schema: { params: z.object({ utype: z.enum(['customer', 'dealer', 'admin']) }), body: ZSignInRequest, response: { 200: ZSignInResponse } },
    },
    async (request, reply) => {
      const outcome = await service.signIn(request.params.utype, request.body.email, request.body.password);
      if ('record' in outcome) return reply.status(200).send(outcome.record);
      return sendMsg(reply, outcome);
    },
  );

  app.post('/v3/api/token/refresh/', { schema: { body: ZRefreshRequest, response: { 200: ZRefreshResponse } } }, async (request) => {
    const tokens = await service.refresh(request.body.refresh);
    if (!tokens) throw new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
    return tokens;
  });

  app.post(
    '/v3/api/regenerate-verification-email/:utype/',
    {
      config: { rateLimit: { name: 'emaillinks', policy: rateLimits.emailLinks, emailFrom: 'body' } },
      schema: { params: ZUtypeParams, body: ZEmailOnlyRequest, response: msgResponses },
    },
    async (request, reply) => sendMsg(reply, await service.regenerateVerification(request.params.utype, request.body.email)),
  );

  app.get(
    '/v3/api/database-checker/:utype/:email',
    {
      config: { rateLimit: { name: 'checker', policy: rateLimits.databaseChecker, emailFrom: 'params' } },
      schema: { params: ZUtypeParams.extend({ email: ZEmail }), response: { 302: ZDatabaseCheckerResponse, 403: ZDatabaseCheckerResponse, 404: ZDatabaseCheckerResponse } },
    },
    async (request, reply) => sendCheckerAnswer(reply, await service.databaseCheck(request.params.utype, request.params.email)),
  );

  app.get(
    '/v3/api/email-verify/:utype/',
    { schema: { params: ZUtypeParams, querystring: ZVerifyEmailQuery, response: msgResponses } },
    async (request, reply) => sendMsg(reply, await service.verifyEmail(request.params.utype, request.query.token)),
  );

  app.post(
    '/v3/api/request-password-reset-email/:utype/',
    {
      config: { rateLimit: { name: 'reset', policy: rateLimits.passwordReset, emailFrom: 'body' } },
      schema: { params: ZUtypeParams, body: ZEmailOnlyRequest, response: msgResponses },
    },
    async (request, reply) => sendMsg(reply, await service.requestPasswordReset(request.params.utype, request.body.email)),
  );

  app.patch(
    '/v3/api/password-reset-completion/:utype/',
    {
      config: { rateLimit: { name: 'resetcomplete', policy: rateLimits.passwordReset } },
      schema: { params: ZUtypeParams, body: ZResetCompletionRequest, response: msgResponses },
    },
    async (request, reply) => {
      const { token, user_id: userId, password } = request.body;
      return sendMsg(reply, await service.completePasswordReset(request.params.utype, userId, token, password));
    },
  );

  // Protected: the caller's own account only.
  for (const utype of ['customer', 'dealer'] as const) {
    // Employees sign in as dealers: they end their own sessions, see and picture their own profile.
    const categories = utype === 'dealer' ? (['dealer', 'employee'] as const) : (['customer'] as const);
    const guard = authenticate(...categories);

    app.post(
      `/v3/api/logout/${utype}/:refresh`,
      {
        onRequest: authenticateBySession(service, categories, 'refresh'),
        schema: { params: z.object({ refresh: z.string().min(1).max(200) }), response: msgResponses },
      },
      async (request, reply) => {
        const ended = await service.logout(currentUser(request).userId, request.params.refresh);
        if (!ended) throw new AppError('FORBIDDEN', 'That session is not yours.');
        return reply.status(200).send({ msg: 'Logged out' });
      },
    );

    app.get(
      `/v3/api/view-profile/${utype}/:refreshOrId`,
      {
        onRequest: authenticateBySession(service, categories, 'refreshOrId'),
        schema: { params: z.object({ refreshOrId: z.string().min(1).max(200) }), response: { 200: ZProfile } },
      },
      async (request) => {
        const { userId } = currentUser(request);
        if (!(await service.pathNamesCaller(userId, request.params.refreshOrId))) {
          throw new AppError('FORBIDDEN', 'You can only see your own profile.');
        }
        const profile = await service.profile(userId);
        if (!profile) throw new AppError('NOT_FOUND', 'No such profile.');
        return profile;
      },
    );

    app.post(
      `/v3/api/update-profilepic/${utype}/:id/`,
      {
        onRequest: guard,
        schema: { params: z.object({ id: ZId }), response: { 200: ZProfilePicResponse } },
      },
      async (request) => {
        const { userId } = currentUser(request);
        if (request.params.id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own picture.');
        const data = requireFile(request, 'ProfilePic');
        const type = detectFileType(data);
        if (!isImage(type)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.accounts.profilePicWrongType, {
            ProfilePic: [messages.accounts.profilePicWrongType],
          });
        }
        const url = await service.updateProfilePic(userId, data, type.extension);
        return { msg: messages.profile.picChanged, ProfilePic: url };
      },
    );
  }

  app.post(
    '/v3/api/update-attrs/customer/',
    { onRequest: authenticate('customer'), schema: { body: ZCustomerUpdateAttrsRequest, response: msgResponses } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      if (request.body.Cid !== userId) throw new AppError('FORBIDDEN', 'You can only change your own profile.');
      await service.updateMobileNumber(userId, request.body.mobile_number);
      return reply.status(200).send({ msg: messages.profile.updated });
    },
  );

  app.post(
    '/v3/api/update-attrs/dealer/',
    { onRequest: authenticate('dealer'), schema: { body: ZDealerUpdateAttrsRequest, response: msgResponses } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      if (request.body.Did !== userId) throw new AppError('FORBIDDEN', 'You can only change your own profile.');
      const { min_qty: min, qty: max } = request.body;
      await service.updateDealerAttrs(userId, request.body.mobile_number, min !== undefined && max !== undefined ? { min, max } : null);
      return reply.status(200).send({ msg: messages.profile.updated });
    },
  );
};
