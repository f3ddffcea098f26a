import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ZAuthRecord, type AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Db } from '../src/platform/db/client.ts';
import { dealerPincodes, dealerProfiles, mailOutbox, prices, subcategories, users } from '../src/platform/db/schema/index.ts';
import { drainMail } from './mail-drain.ts';

export { customerSignUp, goodPassword, uniqueEmail } from './sign-up-fields.ts';
import { customerSignUp, goodPassword, uniqueEmail } from './sign-up-fields.ts';

export function dealerSignUp(overrides: Record<string, string> = {}) {
  return {
    username: 'Green Recyclers',
    email: uniqueEmail('dealer'),
    password: goodPassword,
    mobile_number: '9897011111',
    role: 'Recycler',
    account_category: 'customer',
    account_type: 'Recycler',
    ...overrides,
  };
}

/** Posts a form the way a browser does (application/x-www-form-urlencoded). */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string | number>, method: 'POST' | 'PATCH' = 'POST') {
  const payload = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return app.inject({ method, url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** The newest mail to this address in the outbox. */
export async function readEmail(db: Db, to: string) {
  await drainMail(db);
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to.toLowerCase())).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

export async function countEmails(db: Db, to: string) {
  await drainMail(db);
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to.toLowerCase()))).length;
}

/** The path (and query) of the first link in the newest mail to this address. */
export async function readLink(db: Db, to: string): Promise<string> {
  const mail = await readEmail(db, to);
  const match = /https?:\/\/[^\s]+/.exec(mail?.textBody ?? '');
  expect(match, `a link in the mail to ${to}`).not.toBeNull();
  const url = new URL(match?.[0] ?? '');
  return url.pathname + url.search;
}

/** The API call behind a verification page link. */
export function verificationApiPath(pageLink: string): string {
  return pageLink.replace('/Frontend/', '/');
}

/**
 * A customer (or dealer) that signed up and followed the link. Issue 28: a dealer's documents
 * count as verified by an admin (as for the demo dealers), so that with an area and a price they
 * are listed and bookable like any working dealer; `options.documents: 'none'` leaves them
 * 'Not uploaded' (a test of the documents or of an unverified dealer). See also the factories'
 * verifyDealerDocuments for the admin's real path.
 */
export async function createVerifiedAccount(
  app: FastifyInstance,
  db: Db,
  kind: 'customer' | 'dealer' = 'customer',
  overrides: Record<string, string> = {},
  options: { documents?: 'verified' | 'none' } = {},
) {
  const form = kind === 'customer' ? customerSignUp(overrides) : dealerSignUp(overrides);
  const created = await postForm(app, `/v3/api/registration/${kind}/`, form);
  expect(created.statusCode).toBe(201);
  const verified = await app.inject({ method: 'GET', url: verificationApiPath(await readLink(db, form.email)) });
  expect(verified.statusCode).toBe(200);
  if (kind === 'dealer' && (options.documents ?? 'verified') === 'verified') await markDocumentsVerified(db, form.email);
  return form;
}

/** Issue 28: the dealer's documents as an admin's verification leaves them (test data, written directly). */
export async function markDocumentsVerified(db: Db, email: string) {
  const [dealer] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), eq(users.accountCategory, 'dealer')));
  if (!dealer) throw new Error(`no dealer ${email}`);
  const verifiedAt = new Date();
  await db
    .insert(dealerProfiles)
    .values({ userId: dealer.id, documentsStatus: 'Verified', documentsVerifiedAt: verifiedAt })
    .onConflictDoUpdate({ target: dealerProfiles.userId, set: { documentsStatus: 'Verified', documentsReason: null, documentsVerifiedAt: verifiedAt } });
}

/** Follows the newest link mailed to this address (a new employee's, say), as its owner would. */
export async function followVerificationLink(app: FastifyInstance, db: Db, email: string) {
  const verified = await app.inject({ method: 'GET', url: verificationApiPath(await readLink(db, email)) });
  expect(verified.statusCode, verified.body).toBe(200);
}

export async function signIn(app: FastifyInstance, utype: 'customer' | 'dealer' | 'admin', email: string, password = goodPassword): Promise<AuthRecord> {
  const res = await postForm(app, `/v3/api/sign_in/${utype}/`, { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return ZAuthRecord.parse(res.json());
}

export const bearer = (record: AuthRecord) => ({ authorization: `Bearer ${record.tokens.access}` });

/** The fields of a saved address (POST /address/post-address/); `n` makes each one distinct. */
export function addressFields(n: number) {
  return {
    phone_number: '9876543210',
    address: `House ${n}, Lane ${n}`,
    address_area: 'Sadar Bazar',
    landmark: 'Near the clock tower',
    city: 'Agra',
    state: 'Uttar Pradesh',
    pincode: '282001',
  };
}

/**
 * Issue 28: an area (Agra's 282001 unless named) and a price there for the dealer, written
 * directly (test data), so that a dealer whose documents are verified is bookable and listed.
 */
export async function giveAreaAndPrice(db: Db, dealerId: number, pincode = '282001', pricePerKg = '10.00') {
  const [subcategory] = await db.select({ id: subcategories.id }).from(subcategories).where(isNull(subcategories.retiredAt)).orderBy(asc(subcategories.id)).limit(1);
  if (!subcategory) throw new Error('the catalogue has no subcategory to price');
  await db.insert(dealerPincodes).values({ dealerId, pincode, area: 'Example Area', city: 'Agra', state: 'Uttar Pradesh' }).onConflictDoNothing();
  await db.insert(prices).values({ dealerId, subcategoryId: subcategory.id, pincode, pricePerKg }).onConflictDoNothing();
}
