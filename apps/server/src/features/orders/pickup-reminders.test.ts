import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { addDays, earliestPickupDate, formatPickupDate } from '@kt/contract/orders/pickup-dates';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../platform/config/config.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { mailOutbox, orders, outgoingMessages, users } from '../../platform/db/schema/index.ts';
import { createPincodeDirectory } from '../../platform/places/pincode-directory.ts';
import { createCustomer, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { registerMailDrain } from '../../../test/mail-drain.ts';
import { verifyMobile } from '../../../test/notify-helpers.ts';
import { placeOrder, setStatus } from '../../../test/orders-helpers.ts';
import { openTestDatabase, unlimited, type TestApp } from '../../../test/test-app.ts';
import { runPickupReminders } from './pickup-reminders.ts';

/**
 * Two instances of the app on one database, as production runs them: on PostgreSQL (with
 * TEST_DATABASE_URL) each with its own pool and job worker; on the embedded database both on the
 * one PGlite, whose transactions take turns.
 */
type Instance = { app: FastifyInstance; database: Database };

let shared: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
let config: Config;
let one: Instance;
let two: Instance;
let t: TestApp;

async function startInstance(database: Database, ownsDatabase: boolean, pincodes: ReturnType<typeof createPincodeDirectory>): Promise<Instance> {
  const app = await buildApp({
    config,
    database,
    pincodes,
    rateLimiter: unlimited,
    jobSettings: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, pollSeconds: 30 },
  });
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  await app.ready();
  registerMailDrain(database.db, () => app.deps.jobs.drain());
  return { app, database };
}

beforeAll(async () => {
  shared = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-reminders-'));
  config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'off', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
  const pincodes = createPincodeDirectory();
  one = await startInstance(shared.database, false, pincodes);
  const second = shared.url ? await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 4 }) : shared.database;
  two = await startInstance(second, Boolean(shared.url), pincodes);
  t = { app: one.app, database: one.database, config, close: async () => undefined };
});

afterAll(async () => {
  await Promise.all([one?.app.close(), two?.app.close()]);
  await shared?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const tomorrow = () => earliestPickupDate();

/** A customer with a verified number and their order of `entries` for `pickupDate`, brought to `status`. */
async function pickup(dealer: AuthRecord, entries: readonly PriceListEntry[], pickupDate: string, status: 'New' | 'Accepted' | 'Cancelled by Dealer') {
  const customer = await createCustomer(t);
  await verifyMobile(t.database.db, customer.id);
  const placed = await placeOrder(t.app, customer, entries, { pickup_date: pickupDate });
  if (status !== 'New') expect((await setStatus(t.app, dealer, placed.order_number, 'Accepted')).statusCode).toBe(200);
  if (status === 'Cancelled by Dealer') expect((await setStatus(t.app, dealer, placed.order_number, status)).statusCode).toBe(200);
  return placed.order_number;
}

/** How many reminders were queued for each order. */
async function remindersOf(orderNumbers: readonly string[]) {
  const rows = await t.database.db.select({ orderNumber: outgoingMessages.orderNumber }).from(outgoingMessages).where(eq(outgoingMessages.kind, 'reminder'));
  return Object.fromEntries(orderNumbers.map((number) => [number, rows.filter((row) => row.orderNumber === number).length]));
}

/**
 * On PostgreSQL, runs `work` while another session holds the rows of `orderNumbers` until both
 * instances wait on them: each has found the same pickups and tries to claim the same row, the
 * race the claim must win once (without it, timing might let one instance finish before the
 * other looks). The embedded database runs the instances' statements in turns of the same kind.
 */
async function whileRowsHeld<T>(orderNumbers: readonly string[], work: () => Promise<T>): Promise<T> {
  if (!shared.url) return work();
  const holder = new pg.Client({ connectionString: shared.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from orders where order_number = any($1::text[]) for update', [orderNumbers]);
    const running = work();
    let waiting = 0;
    for (const deadline = Date.now() + 5000; waiting < 2 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const { rows } = await holder.query<{ n: number }>('select count(distinct pid)::int as n from pg_locks where not granted');
      waiting = rows[0]?.n ?? 0;
    }
    await holder.query('commit');
    expect(waiting, 'both instances waiting on the held rows').toBe(2);
    return await running;
  } finally {
    await holder.end();
  }
}

const runOn = (instance: Instance) => runPickupReminders({ db: instance.database.db, messages: instance.app.deps.messages, jobs: instance.app.deps.jobs, publicUrl: config.publicUrl });

describe('the evening-before pickup reminder', () => {
  let dueTomorrow: string[];
  let others: string[];
  let later: string;

  beforeAll(async () => {
    const { dealer, entries } = await createDealerWithAreaAndPrice(t);
    dueTomorrow = [await pickup(dealer, entries, tomorrow(), 'Accepted'), await pickup(dealer, entries, tomorrow(), 'Accepted')];
    later = await pickup(dealer, entries, addDays(tomorrow(), 1), 'Accepted');
    others = [later, await pickup(dealer, entries, tomorrow(), 'New'), await pickup(dealer, entries, tomorrow(), 'Cancelled by Dealer')];
  });

  it("reminds each Accepted pickup of tomorrow once though two instances run the job at the same time, and none that is not Accepted or not tomorrow's", async () => {
    const reminded = await whileRowsHeld(dueTomorrow, () => Promise.all([runOn(one), runOn(two)]));
    expect(reminded[0] + reminded[1]).toBe(2);
    expect(await remindersOf([...dueTomorrow, ...others])).toEqual(
      Object.fromEntries([...dueTomorrow.map((number) => [number, 1]), ...others.map((number) => [number, 0])]),
    );

    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, dueTomorrow[0] ?? ''));
    const [message] = await t.database.db.select().from(outgoingMessages).where(and(eq(outgoingMessages.kind, 'reminder'), eq(outgoingMessages.orderNumber, order?.orderNumber ?? '')));
    expect(message?.channel).toBe('sms');
    // The customer's e-mail gets it too (e-mail is on by default), once.
    await one.app.deps.jobs.drain();
    const [customer] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, order?.customerId ?? 0));
    const reminderMails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer?.email ?? ''));
    expect(reminderMails.filter((mail) => mail.subject === `Pickup ${order?.orderNumber} is tomorrow`)).toHaveLength(1);
    expect(message?.text).toBe(
      `Reminder: pickup ${order?.orderNumber} is tomorrow, ${formatPickupDate(tomorrow())}, ${order?.pickupTime}. Keep your pickup code ready. ${config.publicUrl}/sell/user/pickup`,
    );
  });

  it('sends nothing more when the job runs again', async () => {
    expect(await Promise.all([runOn(one), runOn(two)])).toEqual([0, 0]);
    const marked = await t.database.db.select({ id: orders.id }).from(orders).where(isNotNull(orders.reminderQueuedAt));
    expect(marked).toHaveLength(2);
    expect(Object.values(await remindersOf(dueTomorrow))).toEqual([1, 1]);
  });

  describe('the development trigger', () => {
    const url = '/dev/jobs/pickup-reminders';

    it('refuses a caller from another machine, or one a proxy forwarded, as an unknown path (404), reminding nobody', async () => {
      const remote = await one.app.inject({ method: 'POST', url: `${url}?date=${addDays(tomorrow(), 1)}`, remoteAddress: '203.0.113.20' });
      expect(remote.statusCode).toBe(404);
      const forwarded = await one.app.inject({ method: 'POST', url: `${url}?date=${addDays(tomorrow(), 1)}`, headers: { 'x-forwarded-for': '198.51.100.4' } });
      expect(forwarded.statusCode).toBe(404);
      expect(await remindersOf([later])).toEqual({ [later]: 0 });
    });

    it('reminds the pickups of the date it is given, once', async () => {
      const first = await one.app.inject({ method: 'POST', url: `${url}?date=${addDays(tomorrow(), 1)}` });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ reminded: 1 });
      expect(await remindersOf([later])).toEqual({ [later]: 1 });
      expect((await two.app.inject({ method: 'POST', url: `${url}?date=${addDays(tomorrow(), 1)}` })).json()).toEqual({ reminded: 0 });
    });

    it('reminds tomorrow’s pickups without a date, and refuses a date that is not one (400)', async () => {
      expect((await one.app.inject({ method: 'POST', url })).json()).toEqual({ reminded: 0 });
      expect((await one.app.inject({ method: 'POST', url: `${url}?date=2026-02-30` })).statusCode).toBe(400);
    });
  });
});
