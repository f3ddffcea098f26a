import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { definitions } from '@kt/contract/endpoint-definitions';
import { isApiPath } from '@kt/contract/api-paths';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Routes of the platform itself, outside the API's contract. */
const platformRoutes = new Set(['GET /health', 'GET /media/*', 'GET /dev/mailbox', 'GET /dev/mailbox.json', 'GET /dev/messages', 'GET /dev/messages.json', 'POST /dev/jobs/pickup-reminders', 'POST /dev/jobs/unanswered-pickups', 'POST /dev/orders/pickup-date']);

describe('every route comes from one endpoint definition', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers no API route that no definition describes', () => {
    const strays = app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && isApiPath(route.url) && !route.definition)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !platformRoutes.has(key));
    expect(strays).toEqual([]);
  });

  it('has a handler for every definition, registered once, at its own method and path', () => {
    const registered = new Map<unknown, string[]>();
    for (const route of app.registeredRoutes) {
      if (route.method === 'HEAD' || !route.definition) continue;
      registered.set(route.definition, [...(registered.get(route.definition) ?? []), `${route.method} ${route.url}`]);
    }
    const problems = Object.entries(definitions).flatMap(([name, definition]) => {
      const found = registered.get(definition) ?? [];
      return found.length === 1 && found[0] === `${definition.method} ${definition.path}` ? [] : [`${name}: ${found.join(', ') || 'no handler'}`];
    });
    expect(problems).toEqual([]);
  });
});
