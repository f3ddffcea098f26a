import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../platform/config/config.ts';
import type { Database } from '../platform/db/client.ts';
import {
  appMeta,
  categories,
  dealerInitiatives,
  dealerRatings,
  customerAddresses,
  dealerPincodes,
  faqItems,
  orders,
  prices,
  siteSettings,
  subcategories,
  teamMembers,
  testimonials,
  users,
} from '../platform/db/schema/index.ts';
import { createLocalStorage } from '../platform/files/storage.ts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { runSeed } from './seed.ts';
import { exampleSiteSettings, seedCategories } from './seed-data.ts';
import { inactiveDemoDealer } from './seed-marketplace.ts';
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const quiet = { info: () => undefined, warn: () => undefined };
let database: Database;
let drop: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-seed-'));
});
afterAll(() => drop());

async function counts() {
  const tables = { categories, users, dealerPincodes, prices, faqItems, teamMembers, testimonials, customerAddresses, orders };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await database.db.select({ n: count() }).from(table))[0]?.n] as const),
  );
  return Object.fromEntries(entries);
}

describe('runSeed', () => {
  it('fills an empty database once, and a second run changes nothing', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_PASSWORD: 'Demo-pass-123' });
    expect(await runSeed(database, { config, log: quiet })).toEqual({ seeded: true });
    const first = await counts();
    expect(first).toMatchObject({ categories: 6, users: 6, faqItems: 6, teamMembers: 5 });
    expect(first.testimonials).toBeGreaterThanOrEqual(6);
    expect(await runSeed(database, { config, log: quiet })).toEqual({ seeded: false });
    expect(await counts()).toEqual(first);
  });

  it('makes verified demo accounts of each kind that open with DEMO_PASSWORD', async () => {
    const expected = {
      'customer@example.com': 'Personal',
      'kabadi@example.com': 'Kabadi',
      'collector@example.com': 'Collector',
      'recycler@example.com': 'Recycler',
    };
    for (const [email, type] of Object.entries(expected)) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user, email).toMatchObject({ accountType: type, isVerified: true });
      expect(await verifyPassword(user?.passwordHash ?? '', 'Demo-pass-123')).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? '', 'wrong-password')).toBe(false);
      expect(user?.ktId).toMatch(/^KT[CD]\d{6}$/);
    }
  });

  it('puts dealers with prices in the Agra pincodes 282001, 282002 and 282005', async () => {
    const rows = await database.db.selectDistinct({ pincode: prices.pincode }).from(prices);
    expect(rows.map((r) => r.pincode).sort()).toEqual(['282001', '282002', '282005']);
    const dealersIn282001 = await database.db
      .selectDistinct({ dealerId: prices.dealerId })
      .from(prices)
      .where(eq(prices.pincode, '282001'));
    expect(dealersIn282001).toHaveLength(3);
    const [area] = await database.db.select().from(dealerPincodes).where(eq(dealerPincodes.pincode, '282001'));
    expect(area).toMatchObject({ state: 'Uttar Pradesh', city: 'Agra' });
  });
});

describe('the demo steps added later', () => {
  it('gives the demo customer a default address and two pickups in 282001, New and Accepted, with the dealers\' prices', async () => {
    const rows = await database.db.select().from(orders);
    expect(rows.map((row) => row.status).sort()).toEqual(['Accepted', 'New']);
    expect(rows.every((row) => row.pincode === '282001' && Number(row.totalAmount) > 0)).toBe(true);
    const [address] = await database.db.select().from(customerAddresses);
    expect(address).toMatchObject({ pincode: '282001', isDefault: true });
  });

  it('adds the selling demo once to a database seeded before that step existed', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_PASSWORD: 'Demo-pass-123' });
    await database.db.delete(orders);
    await database.db.delete(customerAddresses);
    await database.db.delete(appMeta).where(eq(appMeta.key, 'seed:selling'));
    expect(await runSeed(database, { config, log: quiet })).toEqual({ seeded: false });
    expect(await counts()).toMatchObject({ orders: 2, customerAddresses: 1 });
    await runSeed(database, { config, log: quiet });
    expect(await counts()).toMatchObject({ orders: 2, customerAddresses: 1 });
  });

  it('gives the Kabadi example initiatives with pictures and ratings, and makes one inactive example dealer, once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_PASSWORD: 'Demo-pass-123' });
    const [kabadi] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'kabadi@example.com'));
    const initiatives = await database.db.select().from(dealerInitiatives).where(eq(dealerInitiatives.dealerId, kabadi?.id ?? 0));
    expect(initiatives.length).toBeGreaterThanOrEqual(4);
    expect(initiatives.every((row) => row.message.startsWith('Example') && row.photoKey?.startsWith('seed/initiatives/'))).toBe(true);
    expect((await database.db.select().from(dealerRatings)).length).toBeGreaterThan(0);
    const [inactive] = await database.db.select().from(users).where(eq(users.email, inactiveDemoDealer.email));
    expect(inactive).toMatchObject({ accountCategory: 'dealer', isActive: false, isVerified: true });
    await database.db.delete(appMeta).where(eq(appMeta.key, 'seed:marketplace'));
    await database.db.delete(dealerInitiatives);
    await runSeed(database, { config, log: quiet });
    await runSeed(database, { config, log: quiet });
    expect((await database.db.select().from(dealerInitiatives)).length).toBe(5);
    expect((await database.db.select().from(users).where(eq(users.email, inactiveDemoDealer.email))).length).toBe(1);
  });

  it('writes the example site settings and the placeholder certificate once, also to a database seeded before that step, never over an admin\'s values', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_PASSWORD: 'Demo-pass-123' });
    const [seeded] = await database.db.select().from(siteSettings);
    expect(seeded).toMatchObject({ ...exampleSiteSettings, certificateKey: 'seed/site/certificate.svg' });

    // A database seeded before the step existed: empty settings, no marker.
    await database.db.update(siteSettings).set({ contactEmail: '', phonePrimary: '', phoneSecondary: '', postalAddress: '', facebookUrl: '', instagramUrl: '', linkedinUrl: '', certificateKey: null });
    await database.db.delete(appMeta).where(eq(appMeta.key, 'seed:site-settings-example'));
    await runSeed(database, { config, log: quiet });
    expect((await database.db.select().from(siteSettings))[0]).toMatchObject({ ...exampleSiteSettings, certificateKey: 'seed/site/certificate.svg' });
    await expect(access(path.join(dataDir, 'uploads', 'seed', 'site', 'certificate.svg'))).resolves.toBeUndefined();

    // An admin's own value is kept when the step runs (again) on such a database.
    await database.db.update(siteSettings).set({ contactEmail: 'office@example.org' });
    await database.db.delete(appMeta).where(eq(appMeta.key, 'seed:site-settings-example'));
    await runSeed(database, { config, log: quiet });
    expect((await database.db.select().from(siteSettings))[0]?.contactEmail).toBe('office@example.org');
  });
});

describe('runSeed in production', () => {
  it('writes the catalogue with its pictures and nothing invented: no account, team, testimonial, FAQ, order or contact detail', async () => {
    const { database: empty, drop: dropEmpty } = await openTestDatabase();
    const prodDir = await mkdtemp(path.join(os.tmpdir(), 'kt-seed-prod-'));
    try {
      // The documented default DEMO_PASSWORD is no obstacle: production makes no demo account.
      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: prodDir, JWT_SECRET: 'Qm9zZ1VwS2VlcHNUaGlzU2VjcmV0VG9rZW5MaWtlVGhpcw', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'http://localhost:3000' });
      const storage = createLocalStorage(path.join(prodDir, 'uploads'), config.publicUrl);
      expect(await runSeed(empty, { config, log: quiet, storage })).toEqual({ seeded: true });
      const countOf = async (table: PgTable) => (await empty.db.select({ n: count() }).from(table))[0]?.n;
      expect(await countOf(categories)).toBe(seedCategories.length);
      expect(await countOf(subcategories)).toBe(seedCategories.flatMap((c) => c.subcategories).length);
      for (const table of [users, teamMembers, testimonials, faqItems, dealerPincodes, prices, orders, customerAddresses, dealerInitiatives, dealerRatings]) {
        expect(await countOf(table)).toBe(0);
      }
      const [settings] = await empty.db.select().from(siteSettings);
      expect(settings).toMatchObject({ contactEmail: '', phonePrimary: '', phoneSecondary: '', postalAddress: '', facebookUrl: '', instagramUrl: '', linkedinUrl: '', certificateKey: null });
      // Every category and subcategory picture is in storage; no person's picture or certificate is.
      const [category] = seedCategories;
      await expect(access(path.join(prodDir, 'uploads', 'seed', category?.image ?? ''))).resolves.toBeUndefined();
      await expect(access(path.join(prodDir, 'uploads', 'seed', category?.subcategories[0]?.image ?? ''))).resolves.toBeUndefined();
      await expect(access(path.join(prodDir, 'uploads', 'seed', 'site', 'certificate.svg'))).rejects.toThrow();
      await expect(access(path.join(prodDir, 'uploads', 'seed', 'people'))).rejects.toThrow();

      // A restart, in production or later in development, adds nothing.
      expect(await runSeed(empty, { config, log: quiet, storage })).toEqual({ seeded: false });
      const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: prodDir });
      expect(await runSeed(empty, { config: development, log: quiet, storage })).toEqual({ seeded: false });
      expect(await countOf(users)).toBe(0);
      expect(await countOf(categories)).toBe(seedCategories.length);
      expect((await empty.db.select().from(siteSettings))[0]?.contactEmail).toBe('');
    } finally {
      await dropEmpty();
      await rm(prodDir, { recursive: true, force: true });
    }
  });
});
