import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { appMeta, dealerInitiatives, dealerRatings, reachUsMessages, scheduleRequests, users } from '../platform/db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { indiaDate } from '@kt/contract/india-time';
import { addDays } from '@kt/contract/orders/pickup-dates';

export const marketplaceSeedMarkerKey = 'seed:marketplace';

/** Where the demo's example requests and ratings say they came from (a documentation address, RFC 5737). */
const exampleAddress = '192.0.2.1';

/** Demo initiatives: what the demo dealers do beyond buying scrap. All examples. */
const demoInitiatives = [
  { dealerEmail: 'kabadi@example.com', photo: 'initiatives/tree-planting.svg', message: 'Example: for every 100 kg of paper we collect, we plant a tree with the schools of Raja Mandi.' },
  { dealerEmail: 'kabadi@example.com', photo: 'initiatives/school-e-waste.svg', message: 'Example: free e-waste collection days at schools and colleges every second Saturday.' },
  { dealerEmail: 'kabadi@example.com', photo: 'initiatives/clothes-donation.svg', message: 'Example: wearable old clothes go to a local shelter, not to the shredder.' },
  { dealerEmail: 'kabadi@example.com', photo: 'initiatives/clean-up-drive.svg', message: 'Example: a monthly clean-up drive along the Yamuna with our neighbours.' },
  { dealerEmail: 'collector@example.com', photo: null, message: 'Example: we pick up from housing societies in one round to save fuel.' },
] as const;

/** Demo ratings (review null where the visitor wrote none). All examples. */
const demoRatings = [
  { dealerEmail: 'kabadi@example.com', rating: '4.5', review: 'Example review: came on time and weighed everything in front of us.' },
  { dealerEmail: 'kabadi@example.com', rating: '5.0', review: null },
  { dealerEmail: 'kabadi@example.com', rating: '4.0', review: 'Example review: fair price for newspaper.' },
  { dealerEmail: 'collector@example.com', rating: '4.0', review: null },
] as const;

/** A dealer whose account is switched off: their page says 'Dealer is not active'. An example. */
export const inactiveDemoDealer = {
  email: 'inactive-dealer@example.com',
  username: 'Closed Example Scrap Traders',
  mobileNumber: '9897045678',
} as const;

/**
 * The marketplace demo on top of the foundation seed: initiatives with pictures, ratings, one
 * example pickup request and message for the Kabadi, and an inactive example dealer. Runs once
 * (its own marker), also on a database seeded before this step existed.
 */
export async function seedMarketplaceDemo(db: Db, storage: FileStorage, assetsDir: string, demoPassword: string): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, marketplaceSeedMarkerKey));
  if (done.length > 0) return false;
  const emails = [...new Set([...demoInitiatives, ...demoRatings].map((row) => row.dealerEmail))];
  const dealers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.accountCategory, 'dealer')));
  const idOf = new Map(dealers.map((dealer) => [dealer.email, dealer.id]));
  const kabadiId = idOf.get('kabadi@example.com');
  if (!kabadiId || dealers.length < emails.length) return false;

  const pictures = [...new Set(demoInitiatives.flatMap((row) => (row.photo ? [row.photo] : [])))];
  await Promise.all(pictures.map(async (file) => storage.put(`seed/${file}`, await readFile(path.join(assetsDir, file)))));
  const passwordHash = await hashPassword(demoPassword);
  const today = indiaDate();

  await db.transaction(async (tx) => {
    // Oldest first, so the list (newest first) shows them in the order written above.
    for (const row of [...demoInitiatives].reverse()) {
      await tx.insert(dealerInitiatives).values({ dealerId: idOf.get(row.dealerEmail) ?? kabadiId, message: row.message, photoKey: row.photo ? `seed/${row.photo}` : null });
    }
    await tx.insert(dealerRatings).values(
      demoRatings.map((row) => ({ dealerId: idOf.get(row.dealerEmail) ?? kabadiId, rating: row.rating, review: row.review, sourceIp: exampleAddress })),
    );
    await tx.insert(scheduleRequests).values({
      dealerId: kabadiId,
      selectDate: addDays(today, 2),
      selectTime: '10:30',
      name: 'Example Visitor',
      email: 'visitor@example.com',
      phone: '9876512345',
      pincode: '282001',
      stateAndCountry: 'Uttar Pradesh, India',
      address: 'Example address, Civil Lines, Agra',
      sourceIp: exampleAddress,
    });
    await tx.insert(reachUsMessages).values({
      dealerId: kabadiId,
      subject: 'N/A',
      name: 'Example Visitor',
      email: 'visitor@example.com',
      phone: '9876512345',
      message: 'Example message: do you also buy old ceiling fans?',
      sourceIp: exampleAddress,
    });
    await tx
      .insert(users)
      .values({
        email: inactiveDemoDealer.email,
        username: inactiveDemoDealer.username,
        mobileNumber: inactiveDemoDealer.mobileNumber,
        passwordHash,
        accountCategory: 'dealer',
        accountType: 'Kabadi',
        role: 'Kabadi',
        isVerified: true,
        isActive: false,
      })
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: marketplaceSeedMarkerKey, value: new Date().toISOString() });
  });
  return true;
}
