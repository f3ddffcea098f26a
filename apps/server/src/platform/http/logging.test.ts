import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import type { FastifyInstance } from 'fastify';

const lines: string[] = [];
let app: FastifyInstance;
let drop: () => Promise<void>;
let database: Database;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SEED: 'off', DATA_DIR: '/tmp/kt-logging-test' });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('request logs', () => {
  it('carry the request but never a token or password, wherever it was sent', async () => {
    const secret = 'SuperSecretTokenValueThatMustNeverBeLogged42';
    await app.inject({
      method: 'POST',
      url: `/v3/api/logout/customer/${secret}?token=${secret}`,
      headers: { authorization: `Bearer ${secret}`, cookie: `session=${secret}`, 'content-type': 'application/json' },
      payload: { email: 'a@b.in', password: secret },
    });
    const output = lines.join('\n');
    expect(output).toContain('/v3/api/logout/customer/');
    expect(output).not.toContain(secret);
  });

  it('never carry the e-mail address the database checker puts in its path', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/v3/api/database-checker/customer/asha.verma@example.in' });
    await app.inject({ method: 'GET', url: '/v3/api/database-checker/dealer/asha.verma%40example.in' });
    const output = lines.join('\n');
    expect(output).toContain('/v3/api/database-checker/customer/');
    expect(output).not.toMatch(/asha\.verma/);
  });

  it('write one line per request, with its id, method, path, status and time', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/cat/category-list/' });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === res.headers['x-request-id']);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/cat/category-list/' }, res: { statusCode: 200 } });
    expect(typeof entries[0]?.responseTime).toBe('number');
  });
});
