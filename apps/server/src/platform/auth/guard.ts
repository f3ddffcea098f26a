import type { FastifyReply, FastifyRequest } from 'fastify';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import type { AccountCategory } from '@kt/contract/accounts/account-types';
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dealerEmployees, refreshTokens, users } from '../db/schema/index.ts';
import type { AccessClaims } from './access-tokens.ts';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open to an admin who must change their password first (the change itself). */
    openBeforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** Set by `authenticate` on protected routes. */
    auth?: AccessClaims & {
      email: string;
      /** The dealer whose business the caller acts for: a dealer themselves, or an employee's dealer. */
      dealerId?: number;
    };
  }
}

/**
 * One query for every protected request: the account and whether its sign-in is still live
 * (logout, a password reset and a replayed refresh token revoke the family, which ends its
 * access tokens at once); an employee works only while their dealer's account is active too.
 * Prepared once per database (planned once, sent as a name and two values).
 */
function prepareCallerQuery(db: Db) {
  const sessionLive = exists(
    db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.family, sql.placeholder('sessionId')), eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt)),
      ),
  );
  const employer = alias(users, 'employer');
  return db
    .select({
      email: users.email,
      isActive: users.isActive,
      isVerified: users.isVerified,
      category: users.accountCategory,
      mustChangePassword: users.mustChangePassword,
      sessionLive: sql<boolean>`${sessionLive}`,
      employerId: dealerEmployees.dealerId,
      employerActive: sql<boolean | null>`${employer.isActive} and ${employer.isVerified}`,
    })
    .from(users)
    .leftJoin(dealerEmployees, eq(dealerEmployees.userId, users.id))
    .leftJoin(employer, eq(employer.id, dealerEmployees.dealerId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('caller_of_request');
}
const callerQueries = new WeakMap<Db, ReturnType<typeof prepareCallerQuery>>();
function callerQuery(db: Db) {
  let query = callerQueries.get(db);
  if (!query) {
    query = prepareCallerQuery(db);
    callerQueries.set(db, query);
  }
  return query;
}

type Caller = Awaited<ReturnType<ReturnType<typeof prepareCallerQuery>['execute']>>[number];

/**
 * The caller's row, from this instance's memory while nothing about it has changed (the list
 * cache, dropped by the triggers of migration 0015 on every instance: an account's standing,
 * an employment, a revoked sign-in), so a protected request costs no query of its own. While
 * the change channel is down the cache holds nothing and every request asks the database.
 */
async function callerOf(request: FastifyRequest, claims: AccessClaims): Promise<Caller | undefined> {
  const { db, listCache } = request.server.deps;
  const answer = await listCache.answer(
    `caller:${claims.userId}:${claims.sessionId}`,
    // The employer an employee works for is known only once read: 'user:*' stands for it meanwhile.
    [`session:${claims.sessionId}`, 'user:*'],
    async () => {
      const [row] = await callerQuery(db).execute({ userId: claims.userId, sessionId: claims.sessionId });
      const tags = [`user:${claims.userId}`, ...(row?.employerId ? [`user:${row.employerId}`] : [])];
      return { body: JSON.stringify(row ?? null), tags };
    },
  );
  return (JSON.parse(answer.body) as Caller | null) ?? undefined;
}

/**
 * onRequest hook of every protected route (before any body is read): a valid Bearer access token of an existing, active,
 * verified account whose sign-in (the token's `sid`, a refresh-token family) has not been
 * revoked, else 401. With `categories`, the account must be one of them, else 403. An admin who
 * must change their password first gets 403 (consoleMessages.passwordChangeRequired) on every
 * route but one whose config says `openBeforePasswordChange`.
 */
export function authenticate(...categories: AccountCategory[]) {
  return async function authenticateRequest(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('UNAUTHENTICATED', messages.accounts.signInToContinue);
    const claims = await request.server.deps.accessTokens.verify(match[1]);
    if (!claims) throw new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
    const user = await callerOf(request, claims);
    if (!user || !user.isActive || !user.isVerified || !user.sessionLive) {
      throw new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
    }
    const isEmployee = user.category === 'employee';
    if (isEmployee && (user.employerId === null || !user.employerActive)) {
      throw new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
    }
    if (categories.length > 0 && !categories.includes(user.category as AccountCategory)) {
      throw new AppError('FORBIDDEN', 'This account cannot do that.');
    }
    // The first admin's generated password opens only the page that replaces it.
    if (user.category === 'admin' && user.mustChangePassword && !request.routeOptions.config.openBeforePasswordChange) {
      throw new AppError('FORBIDDEN', consoleMessages.passwordChangeRequired);
    }
    const dealerId = user.category === 'dealer' ? claims.userId : isEmployee ? (user.employerId ?? undefined) : undefined;
    request.auth = { ...claims, category: user.category as AccountCategory, email: user.email, ...(dealerId ? { dealerId } : {}) };
  };
}

/** A request that names an account (in its path or body) must name the caller's own. */
export function assertNamesCaller(request: FastifyRequest, namedId: number | undefined) {
  if (namedId !== undefined && namedId !== currentUser(request).userId) {
    throw new AppError('FORBIDDEN', messages.selling.notYours);
  }
}

/** The signed-in caller of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', messages.accounts.signInToContinue);
  return request.auth;
}

/** The dealer a caller behind `authenticate('dealer', 'employee')` acts for. */
export function actingDealerId(request: FastifyRequest): number {
  const { dealerId } = currentUser(request);
  if (!dealerId) throw new AppError('FORBIDDEN', 'This account cannot do that.');
  return dealerId;
}
