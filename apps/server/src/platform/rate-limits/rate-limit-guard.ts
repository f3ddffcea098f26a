import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitPolicy } from '@kt/contract/limits';
import { RateLimitedError } from '../http/errors.ts';
import type { RateLimitResult } from './rate-limit.ts';

/** Where a rate-limited route finds the e-mail a request is about. */
export type EmailSource = 'body' | 'params';

export type RouteRateLimit = { name: string; policy: RateLimitPolicy; emailFrom?: EmailSource };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted before the body is read (per address), and after it is validated (per e-mail). */
    rateLimit?: RouteRateLimit;
  }
}

/**
 * The part of an address that one client controls: an IPv4 address, or the /64 network of an
 * IPv6 one (a single home or phone gets a whole /64, so counting single IPv6 addresses would
 * let one client pose as billions).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function refuse(results: RateLimitResult[]): never {
  throw new RateLimitedError(Math.max(...results.map((r) => r.retryAfterSeconds)));
}

function scaledLimit(request: FastifyRequest, limit: number) {
  return Math.ceil(limit * request.server.deps.config.rateLimitScale);
}

/** Counts a request against its address. Runs before the body is read, so a blocked client costs no upload. */
export async function limitByAddress(request: FastifyRequest, name: string, policy: RateLimitPolicy) {
  const result = await request.server.deps.rateLimiter.hit({
    key: `${name}:ip:${addressKey(request.ip)}`,
    limit: scaledLimit(request, policy.perIp),
    windowSeconds: policy.windowSeconds,
  });
  if (!result.allowed) refuse([result]);
}

/**
 * Counts a request against the e-mail it is about (and the address with that e-mail). Only
 * reached when the address was allowed, so a blocked flood of unique e-mails stores nothing.
 */
export async function limitByEmail(
  request: FastifyRequest,
  name: string,
  policy: RateLimitPolicy,
  email: string,
) {
  const { rateLimiter } = request.server.deps;
  const normalised = email.trim().toLowerCase();
  const checks: Promise<RateLimitResult>[] = [];
  if (policy.perEmail !== undefined) {
    checks.push(
      rateLimiter.hit({ key: `${name}:email:${normalised}`, limit: scaledLimit(request, policy.perEmail), windowSeconds: policy.windowSeconds }),
    );
  }
  if (policy.perIpAndEmail !== undefined) {
    checks.push(
      rateLimiter.hit({
        key: `${name}:ip-email:${addressKey(request.ip)}:${normalised}`,
        limit: scaledLimit(request, policy.perIpAndEmail),
        windowSeconds: policy.windowSeconds,
      }),
    );
  }
  const blocked = (await Promise.all(checks)).filter((r) => !r.allowed);
  if (blocked.length > 0) refuse(blocked);
}

function emailOf(request: FastifyRequest, source: EmailSource): string | undefined {
  const holder = (source === 'body' ? request.body : request.params) as { email?: unknown } | undefined;
  return typeof holder?.email === 'string' && holder.email !== '' ? holder.email : undefined;
}

/**
 * Routes declare `config: { rateLimit: { name, policy, emailFrom } }`: the address is counted
 * when the request arrives (before its body is read) and stops everything once it blocks; the
 * e-mail is counted after the body or path has been validated. The hooks are added to those
 * routes only, so no other request pays for them. Register before the routes.
 */
export function registerRateLimitHooks(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.rateLimit;
    if (!rule) return;
    const byAddress = async (request: FastifyRequest) => limitByAddress(request, rule.name, rule.policy);
    route.onRequest = [byAddress, ...[route.onRequest ?? []].flat()];
    const source = rule.emailFrom;
    if (!source) return;
    const byEmail = async (request: FastifyRequest) => {
      const email = emailOf(request, source);
      if (email) await limitByEmail(request, rule.name, rule.policy, email);
    };
    route.preHandler = [byEmail, ...[route.preHandler ?? []].flat()];
  });
}
