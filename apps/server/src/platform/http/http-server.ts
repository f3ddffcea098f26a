import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isApiPath } from '@kt/contract/api-paths';
import type { Config } from '../config/config.ts';
import { limitConnectionsPerAddress } from './connection-limit.ts';
import { clientErrorHandler, registerErrorHandler } from './errors.ts';
import { registerGracefulClose } from './graceful-close.ts';
import { redactPaths, redactUrl } from './log-redaction.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { apiSecurityHeaders, computeSecurityHeaders, contentSecurityPolicyOptions } from './security-headers.ts';

/**
 * The Fastify instance with the platform's HTTP behaviour: logging with redaction, timeouts
 * against slow clients, a connection cap per address, the zod validator and compiled
 * serializer, the contract's error answers, security and cache headers, graceful close.
 */
export function createHttpServer(config: Config, logStream?: { write(line: string): void }) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
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
  return app;
}
