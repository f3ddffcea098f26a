/**
 * What an employee may do (our choice, spec 6 leaves it open): sign in where their dealer does,
 * see and act on that dealer's pickups, and nothing else of the dealer's business.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import { users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, dealerSignUp, followVerificationLink, postForm, signIn, uniqueEmail } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { newCustomer, placeOrder, pricesOf, setStatus, signInDemo } from '../../../test/orders-helpers.ts';
import { pdf } from '../../../test/route-fixtures.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
let kabadi: AuthRecord;
let collector: AuthRecord;
const password = 'Night-Shift-61';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kabadi = await signInDemo(t.app, 'kabadi');
  collector = await signInDemo(t.app, 'collector');
});
afterAll(() => t.close());

async function addEmployee(dealer: AuthRecord, email = uniqueEmail('employee')) {
  const body = multipartBody(
    { dealer_email: dealer.email, email, username: 'Ravi Kumar', password, mobile_number: '9811122233' },
    { aadhar_card: { data: pdf, filename: 'aadhaar.pdf', type: 'application/pdf' } },
  );
  const res = await t.app.inject({ method: 'POST', url: '/v3/api/registration/employee/', payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
  return { res, email };
}

async function signedInEmployee(dealer: AuthRecord) {
  const { res, email } = await addEmployee(dealer);
  expect(res.statusCode, res.body).toBe(201);
  await followVerificationLink(t.app, t.database.db, email);
  return signIn(t.app, 'dealer', email, password);
}

const get = (who: AuthRecord, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who) });

describe('an employee', () => {
  it("signs in on the dealer's sign-in as an 'employee' account carrying the dealer's id", async () => {
    const employee = await signedInEmployee(kabadi);
    expect(employee).toMatchObject({ account_category: 'employee', account_type: 'Employee', dealer_id: kabadi.id });
    expect(employee.KT_ID).toMatch(/^KTE\d{6}$/);
  });

  it("sees only their dealer's orders and can accept one of them", async () => {
    const employee = await signedInEmployee(kabadi);
    const customer = await newCustomer(t);
    const order = await placeOrder(t.app, customer, [(await pricesOf(t.app, '282001', kabadi))[0]!]);

    const own = await get(employee, `/api/dealer/confirm_orders/${kabadi.id}/`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().map((o: { order_number: string }) => o.order_number)).toContain(order.order_number);

    expect((await get(employee, `/api/dealer/confirm_orders/${collector.id}/`)).statusCode).toBe(403);
    expect((await get(employee, `/api/dealer/confirm_orders/${employee.id}/`)).statusCode).toBe(403);

    const accepted = await setStatus(t.app, employee, order.order_number, 'Accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ msg: messages.orders.accepted, status: 'Accepted' });
  });

  it("cannot change another dealer's order", async () => {
    const employee = await signedInEmployee(kabadi);
    const customer = await newCustomer(t);
    const [collectorPrice] = await pricesOf(t.app, '282001', collector);
    if (!collectorPrice) throw new Error('the seed has no collector price in 282001');
    const order = await placeOrder(t.app, customer, [collectorPrice]);
    const res = await setStatus(t.app, employee, order.order_number, 'Cancelled by Dealer');
    expect(res.statusCode).toBe(404);
  });

  it("is refused the dealer's business: dashboard, settings, prices, employees, profile changes", async () => {
    const employee = await signedInEmployee(kabadi);
    // The areas and prices the marketplace page shows are open to anyone: an employee reads them as the public does.
    const areas = await get(employee, `/dealer_details/get_all_pincodes/${kabadi.id}/`);
    expect(areas.statusCode).toBe(200);
    expect(areas.json()).not.toHaveProperty('requests');
    const prices = await get(employee, `/dealer_details/get-price/${kabadi.id}/`);
    expect(prices.statusCode).toBe(200);
    expect(prices.json()[0]).not.toHaveProperty('updated_at');
    const refused = [
      await get(employee, '/dealer/api/dashboard/'),
      await get(employee, '/v3/api/employees/'),
      await get(employee, '/dealer/api/setup-status/'),
      await t.app.inject({ method: 'POST', url: '/dealer_details/add-price/', headers: bearer(employee), payload: { dealer: kabadi.id, subcategory: 1, pincode: '282001', price: '5' } }),
      await t.app.inject({ method: 'POST', url: '/v3/api/update-attrs/dealer/', headers: bearer(employee), payload: { Did: employee.id, mobile_number: '9811122233' } }),
      (await addEmployee(employee)).res,
    ];
    expect(refused.map((res) => res.statusCode)).toEqual(refused.map(() => 403));
  });

  it('ends with their dealer: a deactivated dealer takes the sessions and sign-in of their employees', async () => {
    const dealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    const { email } = await addEmployee(dealer);
    await followVerificationLink(t.app, t.database.db, email);
    const employee = await signIn(t.app, 'dealer', email, password);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dealer.id));
    expect((await get(employee, `/api/dealer/confirm_orders/${dealer.id}/`)).statusCode).toBe(401);
    const again = await postForm(t.app, '/v3/api/sign_in/dealer/', { email, password });
    expect(again.json()).toMatchObject({ msg: messages.signIn.accountDoesNotExistMsg });
  });
});

describe("a dealer's employees", () => {
  it('are listed for their dealer only, and a removed employee is signed out at once', async () => {
    const dealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    const employee = await signedInEmployee(dealer);
    const list = await get(dealer, '/v3/api/employees/');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: employee.id, KT_ID: employee.KT_ID, email: employee.email, username: 'Ravi Kumar' })]);
    expect((await get(collector, '/v3/api/employees/')).json().map((e: { id: number }) => e.id)).not.toContain(employee.id);

    // Another dealer cannot remove them; their own dealer can.
    const del = (who: AuthRecord) => t.app.inject({ method: 'DELETE', url: `/v3/api/employees/${employee.id}/`, headers: bearer(who) });
    expect((await del(collector)).statusCode).toBe(404);
    const removed = await del(dealer);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ msg: dealerAreaMessages.employeeRemoved });
    expect((await get(employee, `/api/dealer/confirm_orders/${dealer.id}/`)).statusCode).toBe(401);
    expect((await get(dealer, '/v3/api/employees/')).json()).toEqual([]);
  });

  it("cannot take a dealer's e-mail, and a dealer cannot sign up with an employee's", async () => {
    const taken = await addEmployee(kabadi, collector.email);
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().fields.email).toEqual([dealerAreaMessages.employeeEmailTaken]);

    const { email } = await addEmployee(kabadi);
    const again = await addEmployee(kabadi, email);
    expect(again.res.json().fields.email).toEqual([dealerAreaMessages.employeeExists]);
    const elsewhere = await addEmployee(collector, email);
    expect(elsewhere.res.json().fields.email).toEqual([dealerAreaMessages.employeeEmailTaken]);

    const signUp = await postForm(t.app, '/v3/api/registration/dealer/', dealerSignUp({ email }));
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().fields.email).toEqual([dealerAreaMessages.employeeEmailTaken]);
  });
});
