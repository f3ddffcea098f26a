import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ZErrorBody } from '@kt/contract/errors';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import { openTestDatabase } from '../../../test/test-app.ts';

let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'off', BODY_LIMIT_BYTES: '1024' });
  app = await buildApp({ config, database: opened.database });
  // Routes that exist only in this test, to reach each branch of the error handler.
  app.post('/api/__test/echo', { schema: { body: z.object({ name: z.string().min(2) }) } }, async (request) => request.body);
  app.get('/api/__test/conflict', async () => {
    throw new AppError('CONFLICT', 'This order is already cancelled.');
  });
  app.get('/api/__test/crash', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('the one error shape', () => {
  it('answers invalid input with 400 and the message of each field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/__test/echo', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = ZErrorBody.parse(res.json());
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fields ?? {})).toEqual(['name']);
  });

  it('maps an AppError to its status with its message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'This order is already cancelled.', requestId: res.headers['x-request-id'] });
  });

  it('says nothing internal on a 500 but carries the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/crash' });
    expect(res.statusCode).toBe(500);
    const body = ZErrorBody.parse(res.json());
    expect(body.code).toBe('INTERNAL');
    expect(res.body).not.toContain('hunter2');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('refuses a body over the size limit with 413 and changes nothing', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/__test/echo', payload: { name: 'x'.repeat(2000) } });
    expect(res.statusCode).toBe(413);
    expect(ZErrorBody.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.parse(res.json()).code).toBe('VALIDATION');
  });
});
