import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/accounts-helpers.ts';
import { createCustomer, createDealer, createEmployee, employeePassword } from '../../../test/factories.ts';
import { askAndReadCode, askCode, e164Of, messagesSent, signInByMobile, signUpByMobile, uniqueMobile } from '../../../test/phone-helpers.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function verify(caller: AuthRecord, mobile: string, code: string) {
  return t.app.inject({ method: 'POST', url: routes.mobileNumberVerify.path, headers: bearer(caller), payload: { mobile_number: mobile, code } });
}

/** Asks for an add_number code as `caller` and types it back: the verify call's answer. */
async function addNumber(caller: AuthRecord, mobile: string, utype: 'customer' | 'dealer') {
  const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'add_number', utype }, { caller });
  return verify(caller, mobile, code);
}

describe('adding a mobile number to an account', () => {
  it('verifies the number of an e-mail customer, who then signs in either way', async () => {
    const customer = await createCustomer(t);
    const mobile = uniqueMobile();
    const res = await addNumber(customer, mobile, 'customer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: phoneMessages.numberVerified, mobile_e164: e164Of(mobile) });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(stored).toMatchObject({ mobileE164: e164Of(mobile), mobileNumber: mobile, email: customer.email });
    expect(stored?.mobileVerifiedAt).toBeInstanceOf(Date);

    const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signin', utype: 'customer' });
    const byMobile = await signInByMobile(t, 'customer', mobile, code);
    expect(byMobile.statusCode, byMobile.body).toBe(200);
    expect(byMobile.json()).toMatchObject({ id: customer.id, email: customer.email, mobile_number: mobile });
    expect((await signIn(t.app, 'customer', customer.email)).id).toBe(customer.id);
  });

  it('lets a dealer and an employee add their numbers, and sign in by them on the dealer side', async () => {
    const dealer = await createDealer(t);
    const employee = await createEmployee(t, dealer);
    for (const [who, category] of [
      [dealer, 'dealer'],
      [employee, 'employee'],
    ] as const) {
      const mobile = uniqueMobile();
      // The form may name either side: the code belongs to the caller's account.
      expect((await addNumber(who, mobile, 'customer')).statusCode).toBe(200);
      const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signin', utype: 'dealer' });
      const res = await signInByMobile(t, 'dealer', mobile, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: who.id, account_category: category });
    }
    expect((await signIn(t.app, 'dealer', employee.email, employeePassword)).id).toBe(employee.id);
  });

  it('asks for a session: none is 401 in the phone’s words, an ended one 401, and nothing is sent', async () => {
    const before = await messagesSent(t);
    const none = await askCode(t, { mobile_number: uniqueMobile(), purpose: 'add_number', utype: 'customer' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: phoneMessages.signInRequired });
    const forged = await t.app.inject({
      method: 'POST',
      url: routes.otpRequest.path,
      headers: { authorization: 'Bearer not-a-token' },
      payload: { mobile_number: uniqueMobile(), purpose: 'add_number', utype: 'customer' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: messages.accounts.sessionEnded });
    const unsigned = await verify({ tokens: { access: 'x', refresh: 'y' } } as AuthRecord, uniqueMobile(), '123456');
    expect(unsigned.statusCode).toBe(401);
    expect(await messagesSent(t)).toEqual(before);
  });

  it("refuses another account's add_number code, as an expired code", async () => {
    const asker = await createCustomer(t);
    const other = await createCustomer(t);
    const mobile = uniqueMobile();
    const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'add_number', utype: 'customer' }, { caller: asker });
    const res = await verify(other, mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: phoneMessages.codeExpired });
    expect((await verify(asker, mobile, code)).statusCode).toBe(200);
  });

  it('refuses a number another account took between the code and its use: 409, and the caller keeps no number', async () => {
    const customer = await createCustomer(t);
    const mobile = uniqueMobile();
    const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'add_number', utype: 'customer' }, { caller: customer });
    await signUpByMobile(t, 'dealer', mobile);
    const res = await verify(customer, mobile, code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: phoneMessages.numberTaken });
    const [stored] = await t.database.db.select({ mobileE164: users.mobileE164 }).from(users).where(eq(users.id, customer.id));
    expect(stored?.mobileE164).toBeNull();
  });

  it('replaces the number an account had: the old one signs in no more', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const next = uniqueMobile();
    expect((await addNumber(customer, next, 'customer')).statusCode).toBe(200);
    const old = await askCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    expect(old.statusCode).toBe(404);
    const code = await askAndReadCode(t, { mobile_number: next, purpose: 'signin', utype: 'customer' });
    expect((await signInByMobile(t, 'customer', next, code)).json()).toMatchObject({ id: customer.id, mobile_number: next });
  });
});
