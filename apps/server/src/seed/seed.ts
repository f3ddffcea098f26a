import { toIndianE164 } from '@kt/contract/phone/mobile-number';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultDemoPassword, type Config } from '../platform/config/config.ts';
import type { Database, Db } from '../platform/db/client.ts';
import {
  appMeta,
  categories,
  dealerPincodes,
  dealerProfiles,
  faqItems,
  prices,
  subcategories,
  teamMembers,
  testimonials,
  users,
} from '../platform/db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { seedMarketplaceDemo } from './seed-marketplace.ts';
import { seedSellingDemo } from './seed-selling.ts';
import { seedExampleSiteSettings } from './seed-site-settings.ts';
import { serverRoot } from '../platform/config/server-root.ts';
import { sanitizeRichText } from '../platform/text/html-sanitizer.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { createStorageFromConfig, type StorageConfigKeys } from '../platform/files/storage-choice.ts';
import { createPincodeDirectory, type PincodeDirectory } from '../platform/places/pincode-directory.ts';
import {
  seedAdmin,
  seedCategories,
  seedCustomer,
  seedDealers,
  seedFaq,
  seedTeam,
  seedTestimonials,
  type SeedAccount,
} from './seed-data.ts';

export const seedAssetsDir = path.join(serverRoot, 'seed-assets');
/** The demo seed (development and test) has run. */
const seedMarkerKey = 'seed:foundation';
/** The production seed (the catalogue only) has run. */
const catalogueMarkerKey = 'seed:catalogue';
const storagePrefix = 'seed/';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SeedOptions = {
  config: Pick<Config, 'env' | 'demoPassword' | 'dataDir' | 'publicUrl' | StorageConfigKeys>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  storage?: FileStorage | undefined;
  pincodes?: PincodeDirectory;
  /** Print the demo accounts to the console (first start of `npm start`). */
  announce?: boolean;
};

export type SeedResult = { seeded: boolean };

/**
 * Fills an empty database, once. A marker row records that it ran, so a restart (or a second
 * server starting beside the first) does nothing.
 *
 * With NODE_ENV=production only the catalogue is written (categories and subcategories with
 * their pictures): nothing invented reaches the public pages, and the first admin comes from
 * ensureFirstAdmin. Elsewhere the demo is written: accounts, dealers with prices, FAQ, team,
 * testimonials, the selling and marketplace demos and the example site settings, each later
 * step with its own marker so a database seeded before it existed still gets it.
 */
export async function runSeed(database: Database, options: SeedOptions): Promise<SeedResult> {
  return database.withExclusiveLock(async () => {
    const storage = options.storage ?? createStorageFromConfig(options.config);
    const markers = await database.db.select({ key: appMeta.key }).from(appMeta).where(inArray(appMeta.key, [seedMarkerKey, catalogueMarkerKey]));
    const hasDemo = markers.some((row) => row.key === seedMarkerKey);
    const hasCatalogue = markers.some((row) => row.key === catalogueMarkerKey);
    if (options.config.env === 'production') return seedProduction(database, storage, options, { hasDemo, hasCatalogue });
    if (hasCatalogue && !hasDemo) {
      // Started in production first: its data is real, and no demo is mixed into it.
      options.log.info('seed: database first seeded in production, no demo data added');
      return { seeded: false };
    }
    const demoSteps = async () => {
      const selling = await seedSellingDemo(database.db);
      const marketplace = await seedMarketplaceDemo(database.db, storage, seedAssetsDir, options.config.demoPassword);
      const settings = await seedExampleSiteSettings(database.db, storage, seedAssetsDir);
      return { selling, marketplace, settings };
    };
    if (hasDemo) {
      const added = await demoSteps();
      if (added.selling) options.log.info('seed: selling demo written');
      if (added.marketplace) options.log.info('seed: marketplace demo written');
      if (added.settings) options.log.info('seed: example site settings written');
      if (!added.selling && !added.marketplace && !added.settings) options.log.info('seed: already done, skipped');
      return { seeded: false };
    }

    await copySeedAssets(storage, [
      ...catalogueFiles(),
      ...seedTeam.map((m) => m.photo),
      ...seedTestimonials.map((t) => t.photo),
    ]);
    const pincodes = options.pincodes ?? createPincodeDirectory();
    const areas = await describeAreas(pincodes, [...new Set(seedDealers.flatMap((d) => d.pincodes))]);
    const accounts = [seedCustomer, seedAdmin, ...seedDealers];
    const hashes = await Promise.all(accounts.map(() => hashPassword(options.config.demoPassword)));

    await database.db.transaction(async (tx) => {
      await insertCatalog(tx);
      const ids = await insertAccounts(tx, accounts, hashes);
      await insertDealers(tx, ids, areas);
      await insertContent(tx);
      await tx.insert(appMeta).values({ key: seedMarkerKey, value: new Date().toISOString() });
    });

    await demoSteps();
    options.log.info('seed: demo data written');
    if (options.announce) announceDemoAccounts(accounts, options.config.demoPassword);
    return { seeded: true };
  });
}

/**
 * The production seed: the catalogue with its pictures, nothing else (no account, so
 * DEMO_PASSWORD plays no part). A database that already holds the demo is left as it is, with
 * a warning: its example people and contact details are public until an admin replaces them.
 */
async function seedProduction(
  database: Database,
  storage: FileStorage,
  options: SeedOptions,
  state: { hasDemo: boolean; hasCatalogue: boolean },
): Promise<SeedResult> {
  if (state.hasDemo) {
    options.log.warn('seed: this database holds the demo data of a development start; production adds nothing. Remove the demo accounts and content before going live.');
    return { seeded: false };
  }
  if (state.hasCatalogue) {
    options.log.info('seed: already done, skipped');
    return { seeded: false };
  }
  await copySeedAssets(storage, catalogueFiles());
  await database.db.transaction(async (tx) => {
    await insertCatalog(tx);
    await tx.insert(appMeta).values({ key: catalogueMarkerKey, value: new Date().toISOString() });
  });
  options.log.info('seed: catalogue written (production: no demo data)');
  return { seeded: true };
}

function catalogueFiles(): string[] {
  return seedCategories.flatMap((c) => [c.image, ...c.subcategories.map((s) => s.image)]);
}

async function copySeedAssets(storage: FileStorage, files: readonly string[]) {
  await Promise.all(
    [...new Set(files)].map(async (file) => storage.put(storagePrefix + file, await readFile(path.join(seedAssetsDir, file)))),
  );
}

async function describeAreas(pincodes: PincodeDirectory, codes: string[]) {
  const areas = new Map<string, { state: string; city: string; area: string }>();
  for (const code of codes) {
    const [first] = await pincodes.lookup(code);
    if (!first) throw new Error(`seed pincode ${code} is not in the India Post directory`);
    areas.set(code, { state: first.state, city: first.district, area: first.name });
  }
  return areas;
}

async function insertCatalog(tx: Tx) {
  for (const [position, category] of seedCategories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ name: category.name, imageKey: storagePrefix + category.image, position })
      .returning({ id: categories.id });
    if (!row) throw new Error('category insert returned nothing');
    await tx.insert(subcategories).values(
      category.subcategories.map((sub, subPosition) => ({
        categoryId: row.id,
        name: sub.name,
        imageKey: storagePrefix + sub.image,
        position: subPosition,
      })),
    );
  }
}

async function insertAccounts(tx: Tx, accounts: SeedAccount[], hashes: string[]) {
  const rows = await tx
    .insert(users)
    .values(
      accounts.map((account, index) => ({
        email: account.email,
        username: account.username,
        mobileNumber: account.mobileNumber,
        // The demo accounts sign in by their (example) numbers too; their messages land in the development outbox.
        mobileE164: account.accountCategory === 'admin' ? null : toIndianE164(account.mobileNumber),
        mobileVerifiedAt: account.accountCategory === 'admin' ? null : new Date(),
        passwordHash: hashes[index] ?? '',
        accountCategory: account.accountCategory,
        accountType: account.accountType,
        role: account.role,
        isVerified: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The example date the demo dealers were verified on (shown on their Verified badge). */
const seedVerifiedAt = new Date('2026-01-15T10:00:00+05:30');

async function insertDealers(
  tx: Tx,
  ids: Map<string, number>,
  areas: Map<string, { state: string; city: string; area: string }>,
) {
  const subRows = await tx.select({ id: subcategories.id, name: subcategories.name }).from(subcategories);
  const subIdByName = new Map(subRows.map((row) => [row.name, row.id]));
  for (const dealer of seedDealers) {
    const dealerId = ids.get(dealer.email);
    if (!dealerId) throw new Error(`seed dealer ${dealer.email} missing`);
    // The demo dealers' documents count as verified by an admin (issue 28: only verified dealers are
    // bookable); they have no files, so the console's review lists do not show them (no upload date).
    await tx.insert(dealerProfiles).values({
      userId: dealerId,
      minQtyKg: dealer.minQtyKg,
      maxQtyKg: dealer.maxQtyKg,
      documentsStatus: 'Verified',
      documentsVerifiedAt: seedVerifiedAt,
    });
    await tx.insert(dealerPincodes).values(
      dealer.pincodes.map((pincode) => {
        const area = areas.get(pincode);
        if (!area) throw new Error(`no area for ${pincode}`);
        return { dealerId, pincode, ...area };
      }),
    );
    const priceRows = dealer.pincodes.flatMap((pincode) =>
      Object.entries(dealer.prices).map(([subName, price]) => {
        const subcategoryId = subIdByName.get(subName);
        if (!subcategoryId) throw new Error(`seed price names unknown subcategory ${subName}`);
        return { dealerId, subcategoryId, pincode, pricePerKg: price };
      }),
    );
    await tx.insert(prices).values(priceRows);
  }
}

async function insertContent(tx: Tx) {
  await tx
    .insert(faqItems)
    .values(seedFaq.map((item, position) => ({ question: item.question, answerHtml: sanitizeRichText(item.answer), position })));
  await tx
    .insert(teamMembers)
    .values(seedTeam.map((m, position) => ({ name: m.name, title: m.title, photoKey: storagePrefix + m.photo, position })));
  await tx.insert(testimonials).values(
    seedTestimonials.map((t, position) => ({
      kind: t.kind,
      name: t.name,
      feedback: t.feedback,
      photoKey: storagePrefix + t.photo,
      position,
    })),
  );
}

function announceDemoAccounts(accounts: SeedAccount[], password: string) {
  const shown = password === defaultDemoPassword ? password : '(the value of DEMO_PASSWORD)';
  const lines = accounts.map((a) => `  ${a.email.padEnd(24)} ${a.accountType}`);
  console.info(`\nDemo accounts (password: ${shown}):\n${lines.join('\n')}\n`);
}
