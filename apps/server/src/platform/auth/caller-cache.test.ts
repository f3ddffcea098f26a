/**
 * Issue 24: a protected request's caller comes from memory, and every change that ends or
 * narrows a sign-in still takes effect at the next request, even one made behind the server's
 * back (plain SQL, as the admin or another instance would), through the triggers of migration 0015.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { dealerEmployees, refreshTokens, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, followVerificationLink, signIn, uniqueEmail } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { pdf } from '../../../test/route-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const profile = (record: AuthRecord) =>
  t.app.inject({ method: 'GET', url: `/v3/api/view-profile/${record.account_category === 'customer' ? 'customer' : 'dealer'}/${record.id}`, headers: bearer(record) });
const dealerOrders = (record: AuthRecord, dealerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/dealer/confirm_orders/${dealerId}/`, headers: bearer(record) });

/** A change's notice reaches the cache a few milliseconds after its commit: the next requests, for at most 2 s, must turn to `status`. */
async function eventually(request: () => Promise<{ statusCode: number }>, status: number) {
  const until = Date.now() + 2000;
  let last = (await request()).statusCode;
  while (last !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    last = (await request()).statusCode;
  }
  return last;
}

async function customer() {
  const form = await createVerifiedAccount(t.app, t.database.db);
  const record = await signIn(t.app, 'customer', form.email);
  expect((await profile(record)).statusCode).toBe(200);
  return record;
}

describe('the caller of a protected request, held in memory', () => {
  it('is held after the first request, so the next ones ask the database nothing about it', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const record = await signIn(t.app, 'customer', form.email);
    const before = t.app.deps.listCache.size;
    expect((await profile(record)).statusCode).toBe(200);
    const held = t.app.deps.listCache.size;
    expect(held).toBe(before + 1);
    expect((await profile(record)).statusCode).toBe(200);
    expect(t.app.deps.listCache.size).toBe(held);
  });

  it('ends a sign-in revoked in the database', async () => {
    const record = await customer();
    await t.database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, record.id));
    expect(await eventually(() => profile(record), 401)).toBe(401);
  });

  it('ends a sign-in whose account is deactivated or unverified in the database', async () => {
    const first = await customer();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, first.id));
    expect(await eventually(() => profile(first), 401)).toBe(401);

    const second = await customer();
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.id, second.id));
    expect(await eventually(() => profile(second), 401)).toBe(401);
  });

  it("ends an employee's sign-in when their employment ends or their dealer is deactivated", async () => {
    const dealer = await signInDemo(t.app, 'collector');
    const hire = async () => {
      const email = uniqueEmail('employee');
      const body = multipartBody(
        { dealer_email: dealer.email, email, username: 'Ravi Kumar', password: 'Night-Shift-61', mobile_number: '9811122233' },
        { aadhar_card: { data: pdf, filename: 'aadhaar.pdf', type: 'application/pdf' } },
      );
      const res = await t.app.inject({ method: 'POST', url: '/v3/api/registration/employee/', payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
      expect(res.statusCode, res.body).toBe(201);
      await followVerificationLink(t.app, t.database.db, email);
      const employee = await signIn(t.app, 'dealer', email, 'Night-Shift-61');
      expect((await dealerOrders(employee, dealer.id)).statusCode).toBe(200);
      return employee;
    };

    const dismissed = await hire();
    await t.database.db.delete(dealerEmployees).where(eq(dealerEmployees.userId, dismissed.id));
    expect(await eventually(() => dealerOrders(dismissed, dealer.id), 401)).toBe(401);

    const other = await hire();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dealer.id));
    try {
      expect(await eventually(() => dealerOrders(other, dealer.id), 401)).toBe(401);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, dealer.id));
    }
  });
});
