import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnswerOf, EndpointDefinition, ParsedBody, ParsedParams, ParsedQuery } from '@kt/contract/http/endpoint';
import { authenticate } from '../auth/guard.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's definition the route was registered from (platform/http/endpoint-routes.ts). */
    definition?: EndpointDefinition;
  }
  interface FastifyInstance {
    /** Set by the admin plugin on its scope: the one hook that admits admins only is in place. */
    adminScope?: boolean;
  }
}

export type EndpointRequest<D extends EndpointDefinition> = FastifyRequest<{
  Params: ParsedParams<D>;
  Querystring: ParsedQuery<D>;
  Body: ParsedBody<D>;
}>;

/** A handler answers the definition's response (Fastify serialises it) or sends the reply itself. */
export type EndpointHandler<D extends EndpointDefinition> = (
  request: EndpointRequest<D>,
  reply: FastifyReply,
) => Promise<AnswerOf<D> | FastifyReply> | AnswerOf<D> | FastifyReply;

function accessHook(definition: EndpointDefinition, app: FastifyInstance): onRequestHookHandler | undefined {
  const { access } = definition;
  if (access === 'public') return undefined;
  if (access === 'signed-in') return authenticate();
  if (access.length === 1 && access[0] === 'admin') {
    // The admin plugin's scope checks every request once; a stray admin route elsewhere would be open.
    if (!app.adminScope) throw new Error(`${definition.method} ${definition.path} is an admin endpoint outside the admin plugin`);
    return undefined;
  }
  return authenticate(...access);
}

export type HandleOptions = {
  /**
   * Admits the definition's callers in place of the access-token guard, for a credential the
   * spec names otherwise (logout and view-profile take the session's refresh token).
   */
  authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

/**
 * Registers the route of one definition: its method and path, the schemas that check what
 * comes in and shape what goes out, who may call, its files, rate limit and success status.
 * A feature supplies only the handler.
 */
export function handle<const D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: EndpointHandler<D>,
  options: HandleOptions = {},
): void {
  const status = definition.status ?? 200;
  const response: Record<number, unknown> = { ...definition.otherAnswers };
  if (definition.response) response[status] = definition.response;
  const onRequest = options.authenticate ?? accessHook(definition, app);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
      ...(definition.summary ? { summary: definition.summary } : {}),
      ...(definition.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    ...(onRequest ? { onRequest } : {}),
    config: {
      definition,
      ...(definition.files ? { files: definition.files } : {}),
      ...(definition.rateLimit ? { rateLimit: definition.rateLimit } : {}),
      ...(definition.validationMessage ? { validationMessage: definition.validationMessage } : {}),
      ...(definition.openBeforePasswordChange ? { openBeforePasswordChange: true } : {}),
    },
    handler: async (request, reply) => {
      reply.code(status);
      return handler(request as unknown as EndpointRequest<D>, reply);
    },
  });
}
