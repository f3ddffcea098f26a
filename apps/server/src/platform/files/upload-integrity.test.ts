import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as routes from '@kt/contract/routes';
import { bearer, createVerifiedAccount, signIn, uniqueEmail } from '../../../test/accounts-helpers.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { pdfFile, pngFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * "A failed upload leaves no row pointing at a missing object", and no object that no row
 * points at: each upload stores its file before its row, and takes the file away again when
 * the row cannot be written. The database refuses the row for real (a trigger), nothing is mocked.
 */
let t: TestApp;
let kabadi: AuthRecord;
let dealer: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kabadi = await signInDemo(t.app, 'kabadi');
  dealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer', { account_type: 'Recycler', role: 'Recycler' })).email);
  await t.database.db.execute(sql`create function kt_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
});
afterAll(() => t.close());

async function storedKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.app.deps.storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

/** Runs `send` while the database refuses every write to `table`; the answer and the keys stored under `prefix` before and after. */
async function withRefusedWrites(table: string, event: 'insert' | 'update of profile_pic_key', prefix: string, send: () => Promise<{ statusCode: number }>) {
  const before = await storedKeys(prefix);
  await t.database.db.execute(sql.raw(`create trigger kt_test_refuse before ${event} on ${table} for each row execute function kt_test_refuse()`));
  try {
    const res = await send();
    return { status: res.statusCode, before, after: await storedKeys(prefix) };
  } finally {
    await t.database.db.execute(sql.raw(`drop trigger kt_test_refuse on ${table}`));
  }
}

function post(url: string, who: AuthRecord | undefined, fields: Record<string, string | number>, files: Record<string, TestFile>) {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(who ? bearer(who) : {}) } });
}

describe('an upload whose row cannot be written', () => {
  it.each([
    {
      what: "a customer's inquiry picture",
      table: 'inquiries',
      prefix: 'inquiries/',
      send: () =>
        post(
          routes.inquiry.path,
          undefined,
          { dealer_id: kabadi.id, customer_name: 'Ravi', phone: '9876501234', email: 'ravi@example.in', itemName: 'Old fridge', quantity: '40', description: 'x' },
          { itemPic: pngFile('fridge.png') },
        ),
    },
    {
      what: "an intern's CV",
      table: 'form_submissions',
      prefix: 'cvs/',
      send: () =>
        post(
          '/v3/WebsiteContent/intern-form/',
          undefined,
          { name: 'Meera', email: 'meera@example.in', phone: '9876543210', linkedin_id: 'https://www.linkedin.com/in/meera', domain: 'finance' },
          { cv: pdfFile() },
        ),
    },
    {
      what: "an employee's Aadhaar card and photo",
      table: 'dealer_employees',
      prefix: '',
      send: () =>
        post(
          '/v3/api/registration/employee/',
          dealer,
          { dealer_email: dealer.email, email: uniqueEmail('employee'), username: 'Ravi Kumar', password: 'Ravi-Works-77', mobile_number: '9811122233' },
          { aadhar_card: pngFile('aadhaar.png'), ProfilePic: pngFile('me.png') },
        ),
    },
    {
      what: "a dealer's documents",
      table: 'dealer_documents',
      prefix: 'documents/',
      send: () => post('/dealer_details/add_documents/', dealer, { dealer_id: dealer.id }, { Aadhar_card: pdfFile('aadhar.pdf'), Pic: pngFile('photo.png'), GSTcertificate: pdfFile('gst.pdf'), CompanyPAN: pdfFile('pan.pdf'), CompanyIncopration: pdfFile('inc.pdf') }),
    },
    {
      what: "a dealer's category request picture",
      table: 'category_requests',
      prefix: 'category-requests/',
      send: () => post(routes.addCategoryRequest.path, dealer, { dealer_id: dealer.id, category_name: 'Tetra Pak', description: 'Cartons' }, { category_image: pngFile() }),
    },
    {
      what: "a dealer's initiative photo",
      table: 'dealer_initiatives',
      prefix: 'initiatives/',
      send: () => post(routes.dealerInitiatives.path, dealer, { message: 'We collect e-waste from schools.' }, { photo: pngFile() }),
    },
  ])('leaves no file behind: $what', async ({ table, prefix, send }) => {
    const { status, before, after } = await withRefusedWrites(table, 'insert', prefix, send);
    expect(status).toBe(500);
    expect(after).toEqual(before);
  });

  it('leaves no file behind: a new profile picture', async () => {
    const { status, before, after } = await withRefusedWrites('users', 'update of profile_pic_key', 'profile-pics/', () =>
      post(`/v3/api/update-profilepic/dealer/${dealer.id}/`, dealer, {}, { ProfilePic: pngFile() }),
    );
    expect(status).toBe(500);
    expect(after).toEqual(before);
  });
});

describe('a replaced profile picture', () => {
  it('is removed once the new one is saved', async () => {
    const change = () => post(`/v3/api/update-profilepic/dealer/${dealer.id}/`, dealer, {}, { ProfilePic: pngFile() });
    expect((await change()).statusCode).toBe(200);
    const first = await storedKeys(`profile-pics/${dealer.id}-`);
    expect(first).toHaveLength(1);
    expect((await change()).statusCode).toBe(200);
    const second = await storedKeys(`profile-pics/${dealer.id}-`);
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
  });
});
