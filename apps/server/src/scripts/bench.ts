// `npm run bench`: latency and throughput of the hot public endpoints on this machine.
// Starts the app on a throwaway embedded database (or DATABASE_URL), seeds it, and drives it
// over loopback HTTP with a fixed number of requests at a fixed concurrency.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../app.ts';
import { jsonDepthExceeds, normaliseJsonBody, parseMultipart, parseUrlEncoded } from '../platform/body-parsers.ts';
import { loadConfig } from '../platform/config.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-bench-'));
// The limits would answer 429 to a load from one address; they are proven by the API tests.
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_SCALE: '1000' });
const app = await buildApp({ config });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
app.deps.pincodes.warm();
await fetch(`${base}/pincode/282001`);

async function measure(label: string, url: string, init?: RequestInit, count = requests, okStatus?: number): Promise<number> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        if (!res.ok && res.status !== okStatus) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
  console.info(
    `${label.padEnd(28)} ${(count / seconds).toFixed(0).padStart(6)} req/s  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  failures ${failures}`,
  );
  return count / seconds;
}

console.info(`database: ${app.deps.database.kind}; ${requests} requests at concurrency ${concurrency}`);
await measure('GET /cat/category-list/', `${base}/cat/category-list/`);
await measure('GET /cat/all-subcategory-list/', `${base}/cat/all-subcategory-list/`);
await measure('GET /pincode/282001', `${base}/pincode/282001`);
await measure('GET /health', `${base}/health`);
// Sign-in is argon2id-bound by design (about 70 ms of CPU per hash): fewer requests.
await measure(
  'POST /v3/api/sign_in/customer/',
  `${base}/v3/api/sign_in/customer/`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'customer@example.com', password: config.demoPassword }).toString(),
  },
  200,
);
await measure('GET search-subcategory 282001', `${base}/dealer_details/search-subcategory/282001/`, undefined, requests, 302);
await measure('GET getdealers 282001', `${base}/dealer/api/getdealers/282001`);
const signIn = async (utype: string, email: string) => {
  const res = await fetch(`${base}/v3/api/sign_in/${utype}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: config.demoPassword }),
  });
  return (await res.json()) as { id: number; tokens: { access: string } };
};
const customer = await signIn('customer', 'customer@example.com');
const dealer = await signIn('dealer', 'kabadi@example.com');
await measure('GET customer orders', `${base}/api/customer/confirm_orders/${customer.id}/`, {
  headers: { authorization: `Bearer ${customer.tokens.access}` },
});
await measure('GET dealer orders', `${base}/api/dealer/confirm_orders/${dealer.id}/`, {
  headers: { authorization: `Bearer ${dealer.tokens.access}` },
});
await measure('GET dealer dashboard', `${base}/dealer/api/dashboard/`, { headers: { authorization: `Bearer ${dealer.tokens.access}` } });
// The body layer: the same contact form (four fields) as JSON, urlencoded and multipart (what
// `new FormData()` sends), on the same route, back to back; and the parsers alone, in process.
const contact = { name: 'Asha Verma', email: 'asha@example.in', subject: 'Pickup of old newspapers', message: 'Please call me about 40 kg of newspapers and cartons.' };
const form = new FormData();
for (const [name, value] of Object.entries(contact)) form.append(name, value);
const contactUrl = `${base}/v3/WebsiteContent/contact-form/`;
const json = await measure('POST contact-form JSON', contactUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) });
const urlencoded = await measure('POST contact-form urlencoded', contactUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(contact).toString() });
const multipart = await measure('POST contact-form multipart', contactUrl, { method: 'POST', body: form });
console.info(`  throughput relative to JSON: urlencoded ${(urlencoded / json).toFixed(2)}, multipart ${(multipart / json).toFixed(2)}`);
await benchParsers(contact);

await app.close();
await rm(dataDir, { recursive: true, force: true });

/** Microseconds per body for each parser alone (no HTTP, no route). */
async function benchParsers(fields: Record<string, string>) {
  const rounds = 20_000;
  const jsonText = JSON.stringify(fields);
  const urlText = new URLSearchParams(fields).toString();
  const encoded = new Response(form);
  const multipartBytes = Buffer.from(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type') ?? '' };
  const request = { headers, routeOptions: { config: {} } } as unknown as FastifyRequest;
  const time = async (label: string, run: () => unknown) => {
    for (let i = 0; i < 1000; i += 1) await run();
    const started = performance.now();
    for (let i = 0; i < rounds; i += 1) await run();
    const micros = ((performance.now() - started) * 1000) / rounds;
    console.info(`  parse ${label.padEnd(11)} ${micros.toFixed(1).padStart(6)} µs a body`);
    return micros;
  };
  const jsonMicros = await time('JSON', () => normaliseJsonBody(JSON.parse(jsonText)) && !jsonDepthExceeds(jsonText, 16));
  await time('urlencoded', () => parseUrlEncoded(urlText));
  const multipartMicros = await time('multipart', () => parseMultipart(request, Readable.from([multipartBytes])));
  console.info(`  multipart parsing costs ${(multipartMicros / jsonMicros).toFixed(1)}x JSON, ${(multipartMicros - jsonMicros).toFixed(0)} µs more a body`);
}
