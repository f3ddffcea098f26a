import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutocannon, withoutBodies } from './load.ts';

let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('a body of some length'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('loads that never read bodies', () => {
  it('still count every answer when autocannon keeps no body (its internals as the bench expects them)', async () => {
    const result = await runAutocannon({ ...withoutBodies({ url }), connections: 2, maxConnectionRequests: 5, duration: 30 });
    expect(result.statusCodeStats['200']?.count).toBe(10);
    expect(result.errors).toBe(0);
  });

  it('leave loads that read bodies as they are', async () => {
    const bodies: string[] = [];
    const requests = [{ method: 'GET', path: '/', onResponse: (_status: number, body: string) => void bodies.push(body) }];
    const options = withoutBodies({ url, requests });
    expect(options.setupClient).toBeUndefined();
    await runAutocannon({ ...options, connections: 1, maxConnectionRequests: 2, duration: 30 });
    expect(bodies).toEqual(['a body of some length', 'a body of some length']);
  });
});
