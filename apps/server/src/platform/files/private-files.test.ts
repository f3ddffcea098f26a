import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { dealerEmployees, users, formSubmissions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn, uniqueEmail } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';

let t: TestApp;
let owner: AuthRecord;
let otherDealer: AuthRecord;
let customer: AuthRecord;
let admin: AuthRecord;
let aadharKey: string;
let cvKey: string;

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x20)]);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
  otherDealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
  customer = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
  admin = await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword);

  const email = uniqueEmail('employee');
  const employee = multipartBody(
    { dealer_email: owner.email, email, username: 'Ravi Kumar', password: 'Ravi-Works-77', mobile_number: '9811122233' },
    { aadhar_card: { data: png, filename: 'aadhaar.png', type: 'image/png' } },
  );
  const added = await t.app.inject({ method: 'POST', url: '/v3/api/registration/employee/', payload: employee.payload, headers: { ...employee.headers, ...bearer(owner) } });
  expect(added.statusCode, added.body).toBe(201);
  const [row] = await t.database.db
    .select({ aadharCardKey: dealerEmployees.aadharCardKey })
    .from(dealerEmployees)
    .innerJoin(users, eq(users.id, dealerEmployees.userId))
    .where(eq(users.email, email));
  aadharKey = row?.aadharCardKey ?? '';

  const intern = multipartBody(
    { name: 'Meera', email: 'meera@example.in', phone: '9876543210', linkedin_id: 'https://www.linkedin.com/in/meera', domain: 'finance' },
    { cv: { data: pdf, filename: 'cv.pdf', type: 'application/pdf' } },
  );
  expect((await t.app.inject({ method: 'POST', url: '/v3/WebsiteContent/intern-form/', ...intern })).statusCode).toBe(201);
  const [submission] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.kind, 'intern'));
  cvKey = submission?.cvKey ?? '';
});
afterAll(() => t.close());

const fetchPrivate = (key: string, as?: AuthRecord) =>
  t.app.inject({ method: 'GET', url: `/v3/api/private-files/${key}`, headers: as ? bearer(as) : {} });

describe('private uploads', () => {
  it('are not served by the public /media route at all', async () => {
    for (const key of [aadharKey, cvKey]) {
      expect(key).not.toBe('');
      const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).not.toContain('public');
    }
  });

  it("refuse an employee's Aadhaar picture without a token, to another dealer and to a customer", async () => {
    expect((await fetchPrivate(aadharKey)).statusCode).toBe(401);
    expect((await fetchPrivate(aadharKey, otherDealer)).statusCode).toBe(404);
    expect((await fetchPrivate(aadharKey, customer)).statusCode).toBe(404);
  });

  it('give the owning dealer and the admin a download that nobody caches', async () => {
    for (const who of [owner, admin]) {
      const res = await fetchPrivate(aadharKey, who);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('give a CV to the admin only', async () => {
    expect((await fetchPrivate(cvKey)).statusCode).toBe(401);
    expect((await fetchPrivate(cvKey, customer)).statusCode).toBe(404);
    expect((await fetchPrivate(cvKey, owner)).statusCode).toBe(404);
    const res = await fetchPrivate(cvKey, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answer a path that tries to climb out of storage 404', async () => {
    for (const key of ['employees/../secrets/jwt-secret', `employees/${owner.id}-..%2f..%2fsecrets.png`, 'cvs/%2e%2e/x.pdf']) {
      expect([400, 404]).toContain((await fetchPrivate(key, admin)).statusCode);
    }
  });
});
