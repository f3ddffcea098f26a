import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../../platform/auth/guard.ts';

/**
 * onRequest hook of a read open to anyone that answers its owner more: a request with an
 * Authorization header is checked as on every protected route (a stale token is a 401, so our
 * client refreshes it and asks again as the owner); one without is a visitor (no `request.auth`).
 */
export function identifyCallerIfSignedIn() {
  const checkToken = authenticate();
  return async function identifyCaller(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== undefined) await checkToken(request, reply);
  };
}
