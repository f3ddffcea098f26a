import type { FastifyInstance } from 'fastify';
import * as routes from '@kt/contract/routes';
import { decorateDeps, type DepsOptions } from './app-deps.ts';
import { features } from './features.ts';
import { registerBodyParsers } from './platform/http/body-parsers.ts';
import { registerCors } from './platform/http/cors.ts';
import { createHealthCheck } from './platform/http/health.ts';
import { createHttpServer } from './platform/http/http-server.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRouteRegistry } from './platform/http/route-registry.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { loadPageRenderer } from './platform/http/page-renderer.ts';
import { registerMediaRoute } from './platform/files/media.ts';
import { registerPrivateFilesRoute } from './platform/files/private-files.ts';
import { registerRateLimitHooks } from './platform/rate-limits/rate-limit-guard.ts';
import { registerDevMailbox, servesDevMailbox } from './platform/mail/dev-mailbox.ts';
import { registerDevMessages, servesDevMessages } from './platform/messages/dev-messages.ts';
import { registerWhatsAppWebhook } from './platform/messages/whatsapp-webhook.ts';
import { loadServerTwins } from './platform/i18n/language-context.ts';
import { serverTwins } from './twins.ts';
import { marketplacePageHeadOf } from './features/marketplace/marketplace.feature.ts';
import { registerPickupRemindersTrigger } from './features/orders/pickup-reminders.ts';
import { registerPickupDateTrigger, registerUnansweredPickupsTrigger } from './features/orders/unanswered-pickups.ts';

export type { AppDeps } from './platform/app-deps.ts';
export type { RegisteredRoute } from './platform/http/route-registry.ts';

export type BuildAppOptions = DepsOptions & {
  /** Describe the routes as OpenAPI (the docs:api script); costs start-up time, so off by default. */
  openapi?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/**
 * The whole HTTP app, not listening: the platform's plugins, then the features (src/features.ts),
 * then the web app. Closing it closes the database it opened.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createHttpServer(config, options.logStream);
  registerRouteRegistry(app);
  // Outside plugins first.
  if (config.corsOrigins.length > 0) await registerCors(app, config.corsOrigins);
  registerBodyParsers(app, config.bodyLimitBytes);
  if (options.openapi) await registerOpenApi(app);
  // Then the app's own decorators.
  const { database, rateLimiter, storage, mailer } = await decorateDeps(app, options);
  // Every message to a Hindi account, and every page, reads its catalogues' twins: loaded before
  // the first, once the start is known to go ahead (a refused start, Redis not answering, need not).
  await loadServerTwins(serverTwins);

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
  if (servesDevMailbox(config.env, mailer.kind)) {
    registerDevMailbox(app, { allowRemote: config.devMailboxRemote });
  }
  // The browser journeys cannot wait for 18:00: outside production they run the reminders now.
  if (config.env !== 'production') registerPickupRemindersTrigger(app, '/dev/jobs/pickup-reminders');
  // Issue 28: nor 4 daytime hours for an unanswered pickup, nor a slot's end for a no-show.
  if (config.env !== 'production') {
    registerUnansweredPickupsTrigger(app, '/dev/jobs/unanswered-pickups');
    registerPickupDateTrigger(app, '/dev/orders/pickup-date');
  }
  if (servesDevMessages(config.env, app.deps.messages.modes)) registerDevMessages(app, { allowRemote: config.devMailboxRemote });
  if (config.whatsapp?.webhook) await registerWhatsAppWebhook(app, { ...config.whatsapp.webhook, bodyLimitBytes: config.bodyLimitBytes });
  await registerWebApp(app, config.webDist, {
    pageHead: marketplacePageHeadOf(app.deps),
    renderer: await loadPageRenderer(config.webDist, { pageReads: app.deps.pageReads, log: app.log }),
    // The footer of every page shows the operator's contact details.
    everyPageFetches: [routes.siteSettings.path],
    publicUrl: config.publicUrl,
  });

  return app;
}
