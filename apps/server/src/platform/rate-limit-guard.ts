import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@kt/contract/errors';
import type { RateLimitPolicy } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';

/**
 * Counts this request against the caller's address and, when given, the e-mail it is about;
 * answers 429 with Retry-After beyond either limit.
 */
export async function enforceRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  policy: RateLimitPolicy,
  email?: string,
) {
  const { rateLimiter, config } = request.server.deps;
  const scaled = (limit: number) => Math.ceil(limit * config.rateLimitScale);
  const checks = [
    rateLimiter.hit({ key: `${name}:ip:${request.ip}`, limit: scaled(policy.perIp), windowSeconds: policy.windowSeconds }),
  ];
  if (email) {
    checks.push(
      rateLimiter.hit({
        key: `${name}:email:${email.toLowerCase()}`,
        limit: scaled(policy.perEmail),
        windowSeconds: policy.windowSeconds,
      }),
    );
  }
  const results = await Promise.all(checks);
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) {
    reply.header('Retry-After', String(Math.max(...blocked.map((r) => r.retryAfterSeconds))));
    throw new AppError('RATE_LIMITED', messages.general.tooManyRequests);
  }
}
