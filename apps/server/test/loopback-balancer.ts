import http from 'node:http';
import net from 'node:net';
import { listenOnLoopback, proxyConnections, type ProxyTarget } from './tcp-proxy.ts';

/**
 * A load balancer on 127.0.0.1 in miniature: a TCP proxy that hands each new connection to one
 * of several servers, in turn (round robin), or all of them to one server while `pin` says so,
 * so a test decides which instance answers a request sent to the one public address.
 */
export type LoopbackBalancer = {
  /** http://127.0.0.1:PORT, the address clients (and PUBLIC_URL) use. */
  url: string;
  /** Adds a server behind the balancer; returns its index. */
  add(target: ProxyTarget): number;
  /** Sends the next connections to this server, or in turn to all of them again (null). */
  pin(index: number | null): void;
  /** How many connections each server has been handed. */
  readonly handed: readonly number[];
  close(): Promise<void>;
};

export async function startLoopbackBalancer(): Promise<LoopbackBalancer> {
  const targets: ProxyTarget[] = [];
  const handed: number[] = [];
  let pinned: number | null = null;
  let next = 0;
  const server = net.createServer();
  const connections = proxyConnections(server);
  server.on('connection', (client) => {
    connections.track(client);
    if (targets.length === 0) {
      client.destroy();
      return;
    }
    const index = pinned ?? next++ % targets.length;
    const target = targets[index];
    if (!target) {
      client.destroy();
      return;
    }
    handed[index] = (handed[index] ?? 0) + 1;
    connections.forward(client, target);
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    add(target) {
      targets.push(target);
      handed.push(0);
      return targets.length - 1;
    },
    pin(index) {
      if (index !== null && !targets[index]) throw new Error(`no server #${index} behind the balancer`);
      pinned = index;
    },
    handed,
    close: () => connections.closeAll(),
  };
}

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; json<T = unknown>(): T; text(): string };

/**
 * One HTTP request on a connection of its own (no keep-alive pool), so a balancer's choice of
 * server applies to exactly this request; redirects are not followed (the spec's price list
 * answers 302 with its data).
 */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: { connection: 'close', ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: data,
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
            text: () => data.toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
