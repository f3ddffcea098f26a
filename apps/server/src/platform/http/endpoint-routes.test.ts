import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@kt/contract/http/endpoint';
import { handle } from './endpoint-routes.ts';

const adminEndpoint = defineEndpoint({ method: 'GET', path: '/v3/admin/example/', access: ['admin'] });

describe('handle() and the admin scope', () => {
  it('refuses to register an admin endpoint outside the admin plugin, where no hook would guard it', () => {
    const app = Fastify();
    expect(() => handle(app, adminEndpoint, () => ({}))).toThrow(/outside the admin plugin/);
  });

  it('registers it inside a scope that has the admin hook', async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      scope.decorate('adminScope', true);
      handle(scope, adminEndpoint, () => ({ ok: true }));
    });
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/v3/admin/example/' })).toBe(true);
  });
});
