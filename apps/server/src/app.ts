import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyRouteKey, bodyRoutes, type BodyRoute } from '@kt/contract/body-routes';
import { routes } from '@kt/contract/routes';
import { isApiPath } from '@kt/contract/api-paths';
import type { EndpointDefinition } from '@kt/contract/http/endpoint';
import type { Config } from './platform/config/config.ts';
import { databaseOptionsFromConfig, openDatabase, type Database, type Db } from './platform/db/client.ts';
import { clientErrorHandler, registerErrorHandler } from './platform/http/errors.ts';
import { registerGracefulClose } from './platform/http/graceful-close.ts';
import { limitConnectionsPerAddress } from './platform/http/connection-limit.ts';
import { createHealthCheck } from './platform/http/health.ts';
import { redactPaths, redactUrl } from './platform/http/log-redaction.ts';
import { registerMediaRoute } from './platform/files/media.ts';
import { registerPrivateFilesRoute } from './platform/files/private-files.ts';
import { registerBodyParsers } from './platform/http/body-parsers.ts';
import { registerRateLimitHooks } from './platform/rate-limits/rate-limit-guard.ts';
import { createPincodeDirectory, type PincodeDirectory } from './platform/places/pincode-directory.ts';
import type { FileStorage } from './platform/files/storage.ts';
import { createStorageFromConfig } from './platform/files/storage-choice.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { apiSecurityHeaders, computeSecurityHeaders, contentSecurityPolicyOptions } from './platform/http/security-headers.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { createListCache, type ListCache } from './platform/cache/list-cache.ts';
import { runSeed } from './seed/seed.ts';
import { features } from './features.ts';
import { createAccessTokens, type AccessTokens } from './platform/auth/access-tokens.ts';
import { createRefreshTokens, type RefreshTokens } from './platform/auth/refresh-tokens.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { connectRedisRateLimiter, createMemoryRateLimiter, type RateLimiter } from './platform/rate-limits/rate-limit.ts';
import { resolveJwtSecret } from './platform/auth/secrets.ts';
import { registerDevMailbox, servesDevMailbox } from './platform/mail/dev-mailbox.ts';
import { startJobs, type Jobs } from './platform/jobs/jobs.ts';
import type { JobSettings } from './platform/jobs/job-settings.ts';
import { deleteExpiredTokens } from './platform/auth/expired-tokens.ts';
import { sweepStoredFiles } from './platform/files/stored-file-sweep.ts';
import { deleteAbandonedItems } from './features/orders/orders.repo.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { employeesRoutes } from './features/accounts/employees.routes.ts';
import { qrCodeRoutes } from './features/accounts/qr-codes.ts';
import { addressesRoutes } from './features/accounts/addresses.routes.ts';
import { areasRoutes } from './features/dealer-settings/areas.routes.ts';
import { pricesRoutes } from './features/dealer-settings/prices.routes.ts';
import { marketplacePageHeadOf } from './features/marketplace/marketplace.feature.ts';
import { defaultAdminEmail, ensureFirstAdmin } from './features/admin/admin-accounts.ts';
import { marketplaceFormsRoutes } from './features/marketplace/forms.routes.ts';
import { dealerRequestsRoutes } from './features/marketplace/dealer-requests.routes.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  pincodes: PincodeDirectory;
  /** Where the job worker delivers mail; features queue mail through `jobs`, never send it. */
  mailer: Mailer;
  jobs: Jobs;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  listCache: ListCache;
};

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const settleListCache = async (request: FastifyRequest) => {
  await request.server.deps.listCache.settle();
};

/**
 * A route as registered: its method, path pattern ('/api/order_confirm/:orderNumber/') and the
 * schemas of its query and body (zod), so a test can find every id a route reads.
 */
export type RegisteredRoute = { method: string; url: string; querystring?: unknown; body?: unknown; definition?: EndpointDefinition };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route of the app, so tests can check each one (body encodings, ids). */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** The route belongs to the HTTP API (not the web app), worked out once when it is added. */
    apiRoute?: boolean;
  }
}

export type BuildAppOptions = {
  config: Config;
  /** An open, migrated database; when absent the app opens, migrates and seeds its own. */
  database?: Database;
  storage?: FileStorage;
  pincodes?: PincodeDirectory;
  mailer?: Mailer;
  /** Retry timings of the job queue (tests and the fault test shorten them). */
  jobSettings?: Partial<JobSettings>;
  rateLimiter?: RateLimiter;
  /** Describe the routes as OpenAPI (the docs:api script); costs start-up time, so off by default. */
  openapi?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** The whole HTTP app, not listening. Closing it closes the database it opened. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    // Fastify accepts a hop count too; its types leave numbers out.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    // The spec's paths end in '/' in some calls and not in others; accept both.
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    // One line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A client that trickles its request (a byte every few seconds) must not hold a connection for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    clientErrorHandler,
    // Node honours requestTimeout (and its checking interval) only when the server is created with it (Fastify sets it afterwards).
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
    },
    // Closing ends idle keep-alive connections at once and waits only for requests in flight.
    forceCloseConnections: 'idle',
    // Requests arriving while closing get the contract's 503 (platform/http/graceful-close.ts), not Fastify's own body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, { max: config.maxConnectionsPerAddress, trustProxy: config.trustProxy });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  // Every answer's fixed headers are worked out once (pages get helmet's set, API answers a
  // short one); each request only adds its id and, on the API, 'no-store' unless its route says
  // the answer may be cached (the public lists do).
  const pageHeaders = computeSecurityHeaders(contentSecurityPolicyOptions(config.publicUrl));
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.routeOptions.config.apiRoute ?? isApiPath(request.url.split('?')[0] ?? '');
    if (isApi) {
      reply.headers(apiSecurityHeaders);
      reply.header('cache-control', 'no-store');
    } else {
      reply.headers(pageHeaders);
    }
    reply.header('x-request-id', request.id);
    done();
  });
  registerGracefulClose(app);
  if (['info', 'debug', 'trace'].includes(config.logLevel)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  }
  // Each body route takes the files the contract lists for it, and no others.
  const bodyRouteByKey = new Map<string, BodyRoute>(bodyRoutes.map((route) => [bodyRouteKey(route), route]));
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        querystring: route.schema?.querystring,
        body: route.schema?.body,
        ...(route.config?.definition ? { definition: route.config.definition } : {}),
      });
      const listed = bodyRouteByKey.get(bodyRouteKey({ method: method as BodyRoute['method'], path: route.url }));
      if (listed?.files) route.config = { ...route.config, files: listed.files };
      route.config = { ...route.config, apiRoute: isApiPath(route.url) };
      // A write answers only once the public lists it changed are fresh on this instance.
      if (!readOnlyMethods.has(method)) route.onSend = [...[route.onSend ?? []].flat(), settleListCache];
    }
  });

  // Outside plugins first.
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    await app.register(cors, {
      // Only the listed origins get an allowance; any other gets no CORS header at all.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Retry-After', 'X-Request-Id', 'Link'],
      maxAge: 600,
      credentials: false,
    });
  }
  registerBodyParsers(app, config.bodyLimitBytes);

  if (options.openapi) {
    const swagger = (await import('@fastify/swagger')).default;
    const { jsonSchemaTransform } = await import('fastify-type-provider-zod');
    await app.register(swagger, {
      openapi: {
        info: { title: 'Kabadi Techno API', version: '1', description: 'The HTTP contract of spec section 7, as built.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
  }

  // Then the app's own decorators.
  const storage = options.storage ?? createStorageFromConfig(config);
  const pincodes = options.pincodes ?? createPincodeDirectory();
  // Before the database: a REDIS_URL that does not answer refuses the start at once.
  const rateLimiter =
    options.rateLimiter ?? (config.redisUrl ? await connectRedisRateLimiter(config.redisUrl, app.log) : createMemoryRateLimiter());
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseOptionsFromConfig(config)));
  if (ownsDatabase) {
    try {
      await database.migrate();
      if (config.seed === 'auto') {
        await runSeed(database, { config, log: app.log, storage, pincodes, announce: config.env !== 'test' });
      }
      // After the seed (whose demo admin counts): a site is never left without an admin.
      await ensureFirstAdmin(database.db, {
        email: config.adminEmail ?? defaultAdminEmail(config.publicUrl),
        announce: (lines) => console.info(lines),
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const mailer =
    options.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db));
  const jobs = await startJobs({
    connection: database.jobConnection,
    mailer,
    log: app.log,
    settings: { ...config.jobs, ...options.jobSettings },
    scheduled: [
      {
        // Stale cart items, dead tokens and orphaned files, at 03:30 India time when the site is quiet.
        name: 'nightly-cleanup',
        cron: '30 3 * * *',
        run: async () => {
          const items = await deleteAbandonedItems(database.db);
          const tokens = await deleteExpiredTokens(database.db);
          const files = await sweepStoredFiles({ db: database.db, storage, log: app.log });
          app.log.info({ items, ...tokens, files }, 'nightly cleanup');
        },
      },
    ],
  });
  const accessTokens = createAccessTokens(await resolveJwtSecret(config));
  const refreshTokens = createRefreshTokens(database.db);
  const listCache = await createListCache(database, { enabled: config.listCache, maxBytes: config.listCacheBytes, log: app.log });
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    storage,
    pincodes,
    mailer,
    jobs,
    rateLimiter,
    accessTokens,
    refreshTokens,
    listCache,
  });
  app.addHook('onClose', async () => {
    // The requests have finished by now; the jobs being sent finish before the database closes.
    await jobs.stop();
    mailer.close();
    if (!options.rateLimiter) await rateLimiter.close();
    await listCache.close();
    if (ownsDatabase) await database.close();
  });

  // Then routes. /health answers 503 while the database or Redis does not, so a load balancer
  // stops sending requests here (platform/http/health.ts).
  const checkHealth = createHealthCheck({ database, rateLimiter });
  app.get('/health', async (_request, reply) => {
    const report = await checkHealth();
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });
  registerRateLimitHooks(app);
  registerMediaRoute(app, storage);
  registerPrivateFilesRoute(app, storage);
  for (const feature of features) await app.register(feature);
  await app.register(accountsRoutes);
  await app.register(employeesRoutes);
  await app.register(qrCodeRoutes);
  await app.register(addressesRoutes);
  await app.register(areasRoutes);
  await app.register(pricesRoutes);
  await app.register(marketplaceFormsRoutes);
  await app.register(dealerRequestsRoutes);
  if (servesDevMailbox(config.env, mailer.kind)) registerDevMailbox(app, { allowRemote: config.devMailboxRemote });
  await registerWebApp(app, config.webDist, {
    pageHead: marketplacePageHeadOf(app.deps),
    // The footer of every page shows the operator's contact details.
    everyPageFetches: [routes.siteSettings.path],
  });

  return app;
}
