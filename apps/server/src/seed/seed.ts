import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultDemoPassword, type Config } from '../platform/config.ts';
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
import { isPasswordTooCommon } from '../platform/password-strength.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seedMarketplaceDemo } from './seed-marketplace.ts';
import { seedSellingDemo } from './seed-selling.ts';
import { serverRoot } from '../platform/server-root.ts';
import { sanitizeRichText } from '../platform/html-sanitizer.ts';
import { createLocalStorage, type FileStorage } from '../platform/storage.ts';
import { createPincodeDirectory, type PincodeDirectory } from '../platform/pincode-directory.ts';
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
const seedMarkerKey = 'seed:foundation';
const storagePrefix = 'seed/';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SeedOptions = {
  config: Pick<Config, 'env' | 'demoPassword' | 'dataDir' | 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  storage?: FileStorage | undefined;
  pincodes?: PincodeDirectory;
  /** Print the demo accounts to the console (first start of `npm start`). */
  announce?: boolean;
};

export type SeedResult = { seeded: boolean };

/**
 * A weak demo password is refused in production: the demo accounts would be open doors. Beyond
 * 12 characters it must pass the check every new password passes (not a common password).
 */
export async function assertDemoPasswordAllowed(env: Config['env'], password: string) {
  if (env !== 'production') return;
  if (password === defaultDemoPassword || password.length < 12 || (await isPasswordTooCommon(password))) {
    throw new Error(
      'DEMO_PASSWORD is weak: in production set it to 12+ characters that are not a common password, or set SEED=off.',
    );
  }
}

/**
 * Fills an empty database with the demo data, once. A marker row records that it ran, so a
 * restart (or a second server starting beside the first) does nothing.
 */
export async function runSeed(database: Database, options: SeedOptions): Promise<SeedResult> {
  return database.withExclusiveLock(async () => {
    const done = await database.db.select().from(appMeta).where(eq(appMeta.key, seedMarkerKey));
    const storage = options.storage ?? createLocalStorage(path.join(options.config.dataDir, 'uploads'), options.config.publicUrl);
    const marketplaceDemo = () => seedMarketplaceDemo(database.db, storage, seedAssetsDir, options.config.demoPassword);
    if (done.length > 0) {
      const selling = await seedSellingDemo(database.db);
      if (selling) options.log.info('seed: selling demo written');
      const marketplace = await marketplaceDemo();
      if (marketplace) options.log.info('seed: marketplace demo written');
      if (!selling && !marketplace) options.log.info('seed: already done, skipped');
      return { seeded: false };
    }
    await assertDemoPasswordAllowed(options.config.env, options.config.demoPassword);

    await copySeedAssets(storage);
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

    await seedSellingDemo(database.db);
    await marketplaceDemo();
    options.log.info('seed: demo data written');
    if (options.announce) announceDemoAccounts(accounts, options.config.demoPassword);
    return { seeded: true };
  });
}

async function copySeedAssets(storage: FileStorage) {
  const files = new Set<string>([
    ...seedCategories.flatMap((c) => [c.image, ...c.subcategories.map((s) => s.image)]),
    ...seedTeam.map((m) => m.photo),
    ...seedTestimonials.map((t) => t.photo),
    'site/certificate.svg',
  ]);
  await Promise.all(
    [...files].map(async (file) => storage.put(storagePrefix + file, await readFile(path.join(seedAssetsDir, file)))),
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
    await tx.insert(dealerProfiles).values({ userId: dealerId, minQtyKg: dealer.minQtyKg, maxQtyKg: dealer.maxQtyKg });
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
