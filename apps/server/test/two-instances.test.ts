import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuthRecord, type AuthRecord } from '@kt/contract/accounts/auth-record';
import type { DocumentReview } from '@kt/contract/admin/documents';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { DealerDocuments } from '@kt/contract/dealer-settings/documents';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { dealerPincodes } from '../src/platform/db/schema/index.ts';
import type { FileStorage } from '../src/platform/files/storage.ts';
import { createS3Storage, parseStorageUrl } from '../src/platform/files/storage-s3.ts';
import { runSeed } from '../src/seed/seed.ts';
import { createVerifiedAccount, goodPassword } from './accounts-helpers.ts';
import { multipartBody, type TestFile } from './form-bodies.ts';
import { httpRequest, startLoopbackBalancer, type HttpAnswer, type LoopbackBalancer } from './loopback-balancer.ts';
import { registerMailDrain } from './mail-drain.ts';
import { png } from './route-fixtures.ts';
import { startS3Server } from './s3-server.ts';
import { openTestDatabase, unlimited } from './test-app.ts';

/**
 * Two servers as production runs them behind a load balancer: one PostgreSQL database, one
 * S3-protocol bucket (s3rver on loopback), no shared disk (a DATA_DIR each) and nothing shared in
 * memory (each its own Database, storage client, list cache and job worker). PUBLIC_URL is the
 * balancer's address. Every request below goes to a chosen instance, so what one instance
 * writes is shown to have been read through the other.
 */

type Instance = { name: string; app: FastifyInstance; database: Database; config: Config; dataDir: string; url: string; index: number };

const jwtSecret = 'two-instances-secret-two-instances-secret-0123';
const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one bucket, behind a loopback balancer', () => {
  let balancer: LoopbackBalancer;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let shared: Awaited<ReturnType<typeof openTestDatabase>>;
  let one: Instance;
  let two: Instance;
  let admin1: AuthRecord;
  let admin2: AuthRecord;
  const cleanups: (() => Promise<unknown>)[] = [];

  async function startInstance(name: string, database: Database): Promise<Instance> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `kt-${name}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED: 'off',
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: balancer.url,
      HOST: '127.0.0.1',
      PORT: '0',
    });
    const storage: FileStorage = createS3Storage(parseStorageUrl(s3.storageUrl), { publicUrl: config.publicUrl, credentials: s3Credentials });
    const app = await buildApp({
      config,
      database,
      storage,
      rateLimiter: unlimited,
      // Mail is read by draining the queue in the test; the workers look rarely so they do not race it.
      jobSettings: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, pollSeconds: 30 },
    });
    cleanups.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    registerMailDrain(database.db, () => app.deps.jobs.drain());
    const { port } = app.server.address() as AddressInfo;
    const index = balancer.add({ host: '127.0.0.1', port });
    return { name, app, database, config, dataDir, url: `http://127.0.0.1:${port}`, index };
  }

  beforeAll(async () => {
    balancer = await startLoopbackBalancer();
    cleanups.push(() => balancer.close());
    s3 = await startS3Server();
    cleanups.push(() => s3.close());
    // One throwaway PostgreSQL database; the second instance opens a connection pool of its own on it.
    shared = await openTestDatabase();
    cleanups.push(() => shared.drop());
    if (!shared.url) throw new Error('a PostgreSQL database was expected');
    const second = await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 4 });
    cleanups.push(() => second.close());

    one = await startInstance('one', shared.database);
    two = await startInstance('two', second);
    // The demo data (admin, catalogue and its pictures) written once, its files into the bucket.
    await runSeed(shared.database, { config: one.config, log: { info: () => undefined, warn: () => undefined }, storage: one.app.deps.storage });
    admin1 = await signIn(one, 'admin', 'admin@example.com', one.config.demoPassword);
    admin2 = await signIn(two, 'admin', 'admin@example.com', two.config.demoPassword);
  });

  afterAll(async () => {
    // Apps first (their workers and listeners), then the databases, the bucket and the balancer.
    const failures: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'two-instances cleanup failed');
  });

  /** A request to one instance's own port (not through the balancer). */
  function call(
    instance: Instance,
    method: 'GET' | 'POST',
    url: string,
    options: { as?: AuthRecord; body?: { payload: Buffer | string; headers: Record<string, string> } } = {},
  ): Promise<HttpAnswer> {
    return httpRequest(`${instance.url}${url}`, {
      method,
      headers: { ...options.body?.headers, ...(options.as ? { authorization: `Bearer ${options.as.tokens.access}` } : {}) },
      ...(options.body ? { body: options.body.payload } : {}),
    });
  }

  /** A request to the public address, handed by the balancer to the chosen instance. */
  async function throughBalancer(instance: Instance, url: string, as?: AuthRecord): Promise<HttpAnswer> {
    expect(url.startsWith(`${balancer.url}/`), url).toBe(true);
    const before = balancer.handed[instance.index] ?? 0;
    balancer.pin(instance.index);
    try {
      return await httpRequest(url, { headers: as ? { authorization: `Bearer ${as.tokens.access}` } : {} });
    } finally {
      balancer.pin(null);
      expect(balancer.handed[instance.index]).toBe(before + 1);
    }
  }

  async function signIn(instance: Instance, utype: 'customer' | 'dealer' | 'admin', email: string, password = goodPassword): Promise<AuthRecord> {
    const body = { payload: new URLSearchParams({ email, password }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const res = await call(instance, 'POST', `/v3/api/sign_in/${utype}/`, { body });
    expect(res.status, res.text()).toBe(200);
    return ZAuthRecord.parse(res.json());
  }

  /** A new verified account (signed up and verified on instance one), signed in on `instance`. */
  async function newAccount(instance: Instance, kind: 'customer' | 'dealer', overrides: Record<string, string> = {}): Promise<AuthRecord> {
    const form = await createVerifiedAccount(one.app, one.database.db, kind, overrides);
    return signIn(instance, kind, form.email);
  }

  /** Every file the instance has under its own DATA_DIR/uploads: none, the files are in the bucket. */
  const localUploads = (instance: Instance) =>
    readdir(path.join(instance.dataDir, 'uploads'), { recursive: true }).catch(() => [] as string[]);

  describe('dealer documents', () => {
    let dealer: AuthRecord;
    let otherDealer: AuthRecord;
    let customer: AuthRecord;
    const aadhar: TestFile = {
      data: Buffer.concat([Buffer.from('%PDF-1.4\n% two instances\n'), Buffer.from(randomBytes(1500).toString('hex'))]),
      filename: 'aadhar.pdf',
      type: 'application/pdf',
    };
    const photo: TestFile = { data: png, filename: 'photo.png', type: 'image/png' };
    let documentUrls: Record<string, string> = {};

    beforeAll(async () => {
      dealer = await newAccount(one, 'dealer', { account_type: 'Kabadi', role: 'Kabadi' });
      otherDealer = await newAccount(two, 'dealer', { account_type: 'Kabadi', role: 'Kabadi' });
      customer = await newAccount(two, 'customer');
    });

    it('a dealer uploads documents through instance one; the admin lists and opens them through instance two, byte for byte', async () => {
      const uploaded = await call(one, 'POST', routes.addDocuments.path, {
        as: dealer,
        body: multipartBody({ dealer_id: dealer.id }, { Aadhar_card: aadhar, Pic: photo }),
      });
      expect(uploaded.status, uploaded.text()).toBe(201);

      const list = await call(two, 'GET', `${adminRoutes.adminDocuments.path}?page_size=100`, { as: admin2 });
      expect(list.status, list.text()).toBe(200);
      const entry = list.json<DocumentReview[]>().find((row) => row.id === dealer.id);
      expect(entry).toMatchObject({ status: 'Awaiting review', account_type: 'Kabadi' });
      expect(entry?.documents.map((doc) => doc.field).sort()).toEqual(['Aadhar_card', 'Pic']);
      documentUrls = Object.fromEntries(entry?.documents.map((doc) => [doc.field, doc.url]) ?? []);

      for (const [field, sent] of [['Aadhar_card', aadhar], ['Pic', photo]] as const) {
        const url = documentUrls[field] ?? '';
        // Named by the public address, served only by the access-checked route.
        expect(url.startsWith(`${balancer.url}/v3/api/private-files/documents/${dealer.id}-`), url).toBe(true);
        const opened = await call(two, 'GET', new URL(url).pathname, { as: admin2 });
        expect(opened.status, `${field}: ${opened.text()}`).toBe(200);
        expect(opened.headers['content-type']).toBe(sent.type);
        expect(opened.body.equals(sent.data), field).toBe(true);
      }

      // The dealer's own view, read through the other instance, is the same set.
      const own = await call(two, 'GET', pathTo(routes.dealerDocuments, { id: dealer.id }), { as: dealer });
      expect(own.status).toBe(200);
      expect(own.json<DealerDocuments>().files.map((file) => file.url).sort()).toEqual(Object.values(documentUrls).sort());
      // The files are objects in the one bucket, and neither instance wrote them to its own disk.
      const inBucket: string[] = [];
      for await (const object of two.app.deps.storage.list(`documents/${dealer.id}-`)) inBucket.push(object.key);
      expect(inBucket.map((key) => `${balancer.url}/v3/api/private-files/${key}`).sort()).toEqual(Object.values(documentUrls).sort());
      expect(await localUploads(one)).toEqual([]);
      expect(await localUploads(two)).toEqual([]);
    });

    it("a private file is refused on both instances without a token or with someone else's, and served to its owner and the admin", async () => {
      const url = documentUrls.Aadhar_card ?? '';
      expect(url).not.toBe('');
      const filePath = new URL(url).pathname;
      for (const instance of [one, two]) {
        const none = await call(instance, 'GET', filePath);
        expect(none.status, `${instance.name}, no token`).toBe(401);
        for (const stranger of [otherDealer, customer]) {
          const refused = await call(instance, 'GET', filePath, { as: stranger });
          // One answer for 'not yours' and 'not there'.
          expect(refused.status, `${instance.name}, ${stranger.email}`).toBe(404);
          expect(refused.body.includes(aadhar.data.subarray(0, 64))).toBe(false);
        }
        // Never as a public file either.
        const key = filePath.slice('/v3/api/private-files/'.length);
        expect((await call(instance, 'GET', `/media/${key}`, { as: dealer })).status, `${instance.name}, /media`).toBe(404);

        for (const [who, token] of [['owner', dealer], ['admin', instance === one ? admin1 : admin2]] as const) {
          const served = await call(instance, 'GET', filePath, { as: token });
          expect(served.status, `${instance.name}, ${who}`).toBe(200);
          expect(served.body.equals(aadhar.data), `${instance.name}, ${who}`).toBe(true);
          expect(served.headers['cache-control']).toBe('private, no-store');
        }
      }
      // The same through the balancer, to each instance in turn: refused without a token, served to the owner.
      for (const instance of [one, two]) {
        expect((await throughBalancer(instance, url)).status).toBe(401);
        const served = await throughBalancer(instance, url, dealer);
        expect(served.status).toBe(200);
        expect(served.body.equals(aadhar.data)).toBe(true);
      }
    });
  });

  it('a picture uploaded through instance one shows at the absolute URL the answer names, served by either instance', async () => {
    const customer = await newAccount(one, 'customer');
    const picture = Buffer.from(png);
    const uploaded = await call(one, 'POST', pathTo(routes.customerUpdateProfilePic, { id: customer.id }), {
      as: customer,
      body: multipartBody({}, { ProfilePic: { data: picture, filename: 'me.png', type: 'image/png' } }),
    });
    expect(uploaded.status, uploaded.text()).toBe(200);
    const url = uploaded.json<{ ProfilePic: string }>().ProfilePic;
    expect(url.startsWith(`${balancer.url}/media/profile-pics/${customer.id}-`), url).toBe(true);

    // The URL as a browser loads it: the balancer's address, handed to instance two, then one.
    for (const instance of [two, one]) {
      const shown = await throughBalancer(instance, url);
      expect(shown.status, `${instance.name}: ${shown.text()}`).toBe(200);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.body.equals(picture), instance.name).toBe(true);
    }
    // And the profile read through instance two names the same picture.
    const profile = await call(two, 'GET', pathTo(routes.customerViewProfile, { refreshOrId: customer.id }), { as: customer });
    expect(profile.status, profile.text()).toBe(200);
    expect(profile.json<{ ProfilePic: string | null }>().ProfilePic).toBe(url);
    expect(await localUploads(one)).toEqual([]);
    expect(await localUploads(two)).toEqual([]);
  });

  it('a price set on one instance shows in the pincode price list read on the other', async () => {
    const pincode = '282199';
    const dealer = await newAccount(one, 'dealer', { account_type: 'Collector', role: 'Collector' });
    await one.database.db.insert(dealerPincodes).values({ dealerId: dealer.id, pincode, state: 'Uttar Pradesh', city: 'Agra', area: 'Civil Lines' });
    const subcategories = await call(two, 'GET', routes.subcategoryList.path);
    expect(subcategories.status).toBe(200);
    const paper = subcategories.json<Subcategory[]>()[0];
    if (!paper) throw new Error('the seed has no subcategory');

    const pricesOn = async (instance: Instance) => {
      const res = await call(instance, 'GET', pathTo(routes.searchSubcategory, { pincode }));
      expect(res.status, res.text()).toBe(302);
      return res.json<PriceListEntry[]>().filter((entry) => entry.dealer === dealer.id && entry.subcategory === paper.id);
    };
    /**
     * The other instance drops its cached list when PostgreSQL's notification reaches it, a few
     * milliseconds after the writer's commit; the read is repeated (at most 2 s) until it does.
     */
    const firstPriceOn = async (instance: Instance, expected: string) => {
      const deadline = Date.now() + 2000;
      let reads = 0;
      for (;;) {
        reads += 1;
        const [entry] = await pricesOn(instance);
        if (entry?.price === expected || Date.now() > deadline) return { entry, reads };
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const setPrice = (instance: Instance, url: string, price: string) =>
      call(instance, 'POST', url, { as: dealer, body: multipartBody({ dealer: dealer.id, subcategory: paper.id, pincode, price }) });

    // Both instances hold the pincode's list (no price yet) in their caches.
    for (const instance of [one, two]) {
      const held = instance.app.deps.listCache.size;
      expect(await pricesOn(instance)).toEqual([]);
      expect(instance.app.deps.listCache.size, instance.name).toBeGreaterThan(held);
    }

    const added = await setPrice(one, routes.addPrice.path, '14.5');
    expect(added.status, added.text()).toBe(201);
    const seenOnTwo = await firstPriceOn(two, '14.50');
    expect(seenOnTwo.entry, `after ${seenOnTwo.reads} read(s)`).toMatchObject({ dealer: dealer.id, subcategory: paper.id, pincode, price: '14.50' });

    const updated = await setPrice(two, routes.updatePrice.path, '16');
    expect(updated.status, updated.text()).toBe(200);
    const seenOnOne = await firstPriceOn(one, '16.00');
    expect(seenOnOne.entry, `after ${seenOnOne.reads} read(s)`).toMatchObject({ price: '16.00' });
    // And the writer sees its own change on its very next read.
    expect((await pricesOn(two))[0]?.price).toBe('16.00');
  });
});
