import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { pathTo } from '@kt/contract/http/path-to';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { dealerEmployees, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, postForm } from '../../../test/accounts-helpers.ts';
import { createCustomer, createDealer } from '../../../test/factories.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { pdfFile, pngFile } from '../../../test/route-fixtures.ts';
import { askAndReadCode, askCode, e164Of, messagesSent, signInByMobile, signUpByMobile, uniqueMobile } from '../../../test/phone-helpers.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function addEmployee(dealer: AuthRecord, fields: Record<string, string>, files: Record<string, TestFile> = { aadhar_card: pdfFile('aadhaar.pdf') }) {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url: routes.employeeByMobile.path, payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
}

async function employeeByNumber(mobile: string) {
  const [row] = await t.database.db
    .select({ user: users, dealerId: dealerEmployees.dealerId, aadharCardKey: dealerEmployees.aadharCardKey })
    .from(users)
    .innerJoin(dealerEmployees, eq(dealerEmployees.userId, users.id))
    .where(eq(users.mobileE164, e164Of(mobile)));
  return row;
}

describe('POST /v3/api/registration/employee/mobile/', () => {
  it('adds an employee known by their number, unverified until their own first code, which signs them in for their dealer', async () => {
    const dealer = await createDealer(t);
    const mobile = uniqueMobile();
    const before = await messagesSent(t);
    const res = await addEmployee(dealer, { username: 'Raju Yadav', mobile_number: mobile }, { aadhar_card: pdfFile('aadhaar.pdf'), ProfilePic: pngFile() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: phoneMessages.employeeAdded });
    // Nothing is sent on their behalf: they ask for their own code.
    expect(await messagesSent(t)).toEqual(before);

    const added = await employeeByNumber(mobile);
    expect(added?.dealerId).toBe(dealer.id);
    expect(added?.user).toMatchObject({
      email: '',
      passwordHash: '',
      mobileNumber: mobile,
      accountCategory: 'employee',
      isVerified: false,
      mobileVerifiedAt: null,
    });
    // The Aadhaar card is private: under the uploads, never at a public URL of its own.
    expect(added?.aadharCardKey).toMatch(/^employees\//);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', added?.aadharCardKey ?? ''))).toBe(true);

    const listed = await t.app.inject({ method: 'GET', url: routes.employees.path, headers: bearer(dealer) });
    expect(listed.json()).toEqual([expect.objectContaining({ username: 'Raju Yadav', email: '', mobile_number: mobile })]);

    const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signin', utype: 'dealer' });
    const signedIn = await signInByMobile(t, 'dealer', mobile, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const record = signedIn.json() as AuthRecord;
    expect(record).toMatchObject({ email: '', account_category: 'employee', account_type: 'Employee', dealer_id: dealer.id, mobile_number: mobile });
    const confirmed = await employeeByNumber(mobile);
    expect(confirmed?.user.isVerified).toBe(true);
    expect(confirmed?.user.mobileVerifiedAt).toBeInstanceOf(Date);

    const profile = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerViewProfile, { refreshOrId: record.id }), headers: bearer(record) });
    expect(profile.statusCode, profile.body).toBe(200);
    const refreshed = await postForm(t.app, routes.tokenRefresh.path, { refresh: record.tokens.refresh });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('lets a dealer known only by a number add employees too', async () => {
    const dealer = await signUpByMobile(t, 'dealer');
    const res = await addEmployee(dealer, { username: 'Sonu', mobile_number: uniqueMobile() });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a number that belongs to another account with 409, keeping no employee', async () => {
    const dealer = await createDealer(t);
    const customer = await signUpByMobile(t, 'customer');
    const res = await addEmployee(dealer, { username: 'Raju', mobile_number: customer.mobile });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: phoneMessages.numberTaken });
    const mine = await t.database.db.select().from(dealerEmployees).where(eq(dealerEmployees.dealerId, dealer.id));
    expect(mine).toEqual([]);

    const mobile = uniqueMobile();
    expect((await addEmployee(dealer, { username: 'Raju', mobile_number: mobile })).statusCode).toBe(201);
    const twice = await addEmployee(dealer, { username: 'Raju again', mobile_number: mobile });
    expect(twice.statusCode).toBe(409);
  });

  it('checks the Aadhaar card as the e-mail form does', async () => {
    const dealer = await createDealer(t);
    const missing = await addEmployee(dealer, { username: 'Raju', mobile_number: uniqueMobile() }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { aadhar_card: [messages.dealerSettings.documentsMissing] } });
    const notADocument = await addEmployee(dealer, { username: 'Raju', mobile_number: uniqueMobile() }, { aadhar_card: { data: Buffer.from('hello'), filename: 'a.pdf', type: 'application/pdf' } });
    expect(notADocument.statusCode).toBe(415);
  });

  it('is for dealers only', async () => {
    const customer = await createCustomer(t);
    const res = await addEmployee(customer, { username: 'Raju', mobile_number: uniqueMobile() });
    expect(res.statusCode).toBe(403);
  });

  it('sends no code to an employee whose dealer is switched off', async () => {
    const dealer = await createDealer(t);
    const mobile = uniqueMobile();
    expect((await addEmployee(dealer, { username: 'Raju', mobile_number: mobile })).statusCode).toBe(201);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dealer.id));
    const res = await askCode(t, { mobile_number: mobile, purpose: 'signin', utype: 'dealer' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: phoneMessages.noAccount });
  });

  it("refuses the employee's number on the customer side", async () => {
    const dealer = await createDealer(t);
    const mobile = uniqueMobile();
    expect((await addEmployee(dealer, { username: 'Raju', mobile_number: mobile })).statusCode).toBe(201);
    const res = await askCode(t, { mobile_number: mobile, purpose: 'signin', utype: 'customer' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: phoneMessages.wrongSide });
  });
});
