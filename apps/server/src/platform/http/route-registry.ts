import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '@kt/contract/api-paths';
import type { EndpointDefinition } from '@kt/contract/http/endpoint';

/**
 * A route as registered: its method, path pattern ('/api/order_confirm/:orderNumber/'), the
 * schemas of its query and body (zod) and the definition it came from, so tests can check
 * every route (ids, body encodings, that each has a definition).
 */
export type RegisteredRoute = { method: string; url: string; querystring?: unknown; body?: unknown; definition?: EndpointDefinition };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, so tests can check each one (body encodings, ids). */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** The route belongs to the HTTP API (not the web app), worked out once when it is added. */
    apiRoute?: boolean;
  }
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const settleListCache = async (request: FastifyRequest) => {
  await request.server.deps.listCache.settle();
};

/** Notes every route as it is added, and gives each what the platform adds to every route. */
export function registerRouteRegistry(app: FastifyInstance) {
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
      route.config = { ...route.config, apiRoute: isApiPath(route.url) };
      // A write answers only once the public lists it changed are fresh on this instance.
      if (!readOnlyMethods.has(method)) route.onSend = [...[route.onSend ?? []].flat(), settleListCache];
    }
  });
}
