/**
 * The impact figures (issue 16): kg weighed at the door per category and the CO2 avoided, from
 * Completed orders only, for the customer, the dealer (and the dealer's employees) and the site.
 * Completed orders are written straight into the database (weighInDb): the completion call has
 * its own tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as routes from '@kt/contract/routes';
import { impactDefaultFactor, impactFactorFor, impactFactors } from '@kt/contract/impact/factors';
import { ZImpact, type Impact } from '@kt/contract/impact/impact';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createEmployee } from '../../../test/factories.ts';
import { newCustomer, placeOrder, pricesOf, setStatus, signInDemo } from '../../../test/orders-helpers.ts';
import { add } from '@kt/contract/money';
import { impactOf } from './impact.ts';
import { weighInDb } from '../../../test/weighed-items.ts';

let t: TestApp;
let kabadi: AuthRecord;
let collector: AuthRecord;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [kabadi, collector] = await Promise.all([signInDemo(t.app, 'kabadi'), signInDemo(t.app, 'collector')]);
});
afterAll(() => t.close());

async function read(url: string, who?: AuthRecord): Promise<Impact> {
  const res = await t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return ZImpact.strict().parse(res.json());
}

const kgOf = (impact: Impact) => Object.fromEntries(impact.by_category.map((row) => [row.category, row.kg]));

/** An order of the customer with the dealer (placed through the API), numbered. */
async function orderWith(customer: AuthRecord, dealer: AuthRecord, pincode: string): Promise<string> {
  const entries = (await pricesOf(t.app, pincode, dealer)).slice(0, 1);
  return (await placeOrder(t.app, customer, entries)).order_number;
}

describe('impactOf (the sums and the estimate)', () => {
  it('adds kg exactly and estimates CO2 from each category factor, the total rounded once', () => {
    const paper = impactFactorFor('Paper').kgCo2ePerKg;
    const metal = impactFactorFor('Metal').kgCo2ePerKg;
    const answer = impactOf([
      { category: 'Paper', kg: '0.10' },
      { category: 'Metal', kg: '0.20' },
    ]);
    expect(answer.total_kg).toBe('0.30'); // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(answer.by_category).toEqual([
      { category: 'Paper', kg: '0.10', co2_kg: Math.round(0.1 * paper) },
      { category: 'Metal', kg: '0.20', co2_kg: Math.round(0.2 * metal) },
    ]);
    expect(answer.co2_kg).toBe(Math.round(0.1 * paper + 0.2 * metal));
    expect(impactOf([])).toEqual({ total_kg: '0.00', co2_kg: 0, by_category: [] });
  });

  it('uses the stated conservative default for a category without a sourced factor', () => {
    expect(impactFactorFor('Old Furniture')).toBe(impactDefaultFactor);
    expect(impactFactorFor(' e-WASTE ').source).toBe('us-epa-warm-v15');
    for (const factor of impactFactors) expect(impactDefaultFactor.kgCo2ePerKg).toBeLessThan(factor.kgCo2ePerKg);
    expect(impactOf([{ category: 'Old Furniture', kg: '1000.00' }]).co2_kg).toBe(Math.round(1000 * impactDefaultFactor.kgCo2ePerKg));
  });

  it('rounds half up to the whole kg without floats (Metal 12345.67 kg)', () => {
    const metal = impactFactorFor('Metal').kgCo2ePerKg;
    // Exact: 1234567 hundredths × factor hundredths, in ten-thousandths of a kg.
    const exact = (1234567n * BigInt(Math.round(metal * 100)) + 5000n) / 10000n;
    expect(impactOf([{ category: 'Metal', kg: '12345.67' }]).co2_kg).toBe(Number(exact));
  });
});

describe('GET /api/impact/customer/ and /api/impact/dealer/', () => {
  it('sums completed orders only, per category: New, Accepted and cancelled orders with weights are ignored', async () => {
    const customer = await newCustomer(t);
    const other = await newCustomer(t);
    const dealerBefore = await read(routes.impactDealer.path, kabadi);
    expect(await read(routes.impactCustomer.path, customer)).toEqual({ total_kg: '0.00', co2_kg: 0, by_category: [] });

    const completedA = await orderWith(customer, kabadi, '282001');
    await weighInDb(t.database.db, completedA, [
      { category: 'Paper', kg: '2.35' },
      { category: 'Metal', kg: '1.25' },
      { category: 'Glass', kg: '0.00' },
    ]);
    const completedB = await orderWith(customer, kabadi, '282001');
    await weighInDb(t.database.db, completedB, [{ category: 'Paper', kg: '0.10' }]);

    // Weighed rows on orders that are not Completed must not count.
    const stillNew = await orderWith(customer, kabadi, '282001');
    await weighInDb(t.database.db, stillNew, [{ category: 'Paper', kg: '100.00' }], false);
    const accepted = await orderWith(customer, kabadi, '282001');
    expect((await setStatus(t.app, kabadi, accepted, 'Accepted')).statusCode).toBe(200);
    await weighInDb(t.database.db, accepted, [{ category: 'Metal', kg: '100.00' }], false);
    const cancelled = await orderWith(customer, kabadi, '282001');
    expect((await setStatus(t.app, kabadi, cancelled, 'Cancelled by Dealer')).statusCode).toBe(200);
    await weighInDb(t.database.db, cancelled, [{ category: 'Glass', kg: '100.00' }], false);
    // Another customer's completed order is theirs, not this customer's.
    const othersOrder = await orderWith(other, collector, '282005');
    await weighInDb(t.database.db, othersOrder, [{ category: 'Plastic', kg: '7.00' }]);

    const mine = await read(routes.impactCustomer.path, customer);
    const paper = impactFactorFor('Paper').kgCo2ePerKg;
    const metal = impactFactorFor('Metal').kgCo2ePerKg;
    expect(mine).toEqual({
      total_kg: '3.70',
      co2_kg: Math.round(2.45 * paper + 1.25 * metal),
      // The catalogue's order (Paper before Metal); Glass weighed 0 kg is left out.
      by_category: [
        { category: 'Paper', kg: '2.45', co2_kg: Math.round(2.45 * paper) },
        { category: 'Metal', kg: '1.25', co2_kg: Math.round(1.25 * metal) },
      ],
    });
    expect(await read(routes.impactCustomer.path, other)).toMatchObject({ total_kg: '7.00', by_category: [{ category: 'Plastic', kg: '7.00' }] });

    // The dealer's figure grew by exactly this customer's completed kg, category by category.
    const dealerAfter = await read(routes.impactDealer.path, kabadi);
    expect(dealerAfter.total_kg).toBe(add([dealerBefore.total_kg, '3.70']));
    const before = kgOf(dealerBefore);
    expect(kgOf(dealerAfter)).toEqual({ ...before, Paper: add([before.Paper ?? '0', '2.45']), Metal: add([before.Metal ?? '0', '1.25']) });
    // The collector's completed order is not the kabadi's.
    expect(kgOf(dealerAfter).Plastic).toBe(before.Plastic);
  });

  it("lets the dealer's employee read the dealer's figure, and no one else's", async () => {
    const employee = await createEmployee(t, kabadi);
    expect(await read(routes.impactDealer.path, employee)).toEqual(await read(routes.impactDealer.path, kabadi));
    expect(await read(routes.impactDealer.path, collector)).not.toEqual(await read(routes.impactDealer.path, kabadi));
  });

  it('refuses a visitor (401) and the wrong kind of account (403)', async () => {
    const customer = await newCustomer(t);
    const status = async (url: string, who?: AuthRecord) => (await t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} })).statusCode;
    expect(await status(routes.impactCustomer.path)).toBe(401);
    expect(await status(routes.impactCustomer.path, kabadi)).toBe(403);
    expect(await status(routes.impactDealer.path)).toBe(401);
    expect(await status(routes.impactDealer.path, customer)).toBe(403);
    const noCache = await t.app.inject({ method: 'GET', url: routes.impactCustomer.path, headers: bearer(customer) });
    expect(noCache.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/impact/site/', () => {
  it('is public, sums every completed order, and changes (new entity tag) with each completion', async () => {
    const first = await t.app.inject({ method: 'GET', url: routes.impactSite.path });
    expect(first.statusCode).toBe(200);
    const before = ZImpact.strict().parse(first.json());
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    // Unchanged: the browser's copy is still good.
    const again = await t.app.inject({ method: 'GET', url: routes.impactSite.path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const customer = await newCustomer(t);
    const order = await orderWith(customer, collector, '282005');
    await weighInDb(t.database.db, order, [{ category: 'E-waste', kg: '3.33' }]);
    const res = await t.app.inject({ method: 'GET', url: routes.impactSite.path, headers: { 'if-none-match': etag } });
    expect(res.statusCode).toBe(200);
    const after = ZImpact.strict().parse(res.json());
    expect(after.total_kg).toBe(add([before.total_kg, '3.33']));
    expect(kgOf(after)['E-waste']).toBe(add([kgOf(before)['E-waste'] ?? '0', '3.33']));
    expect(res.headers.etag).not.toBe(etag);
  });

  it('equals the sum of every dealer with completed orders', async () => {
    const site = await read(routes.impactSite.path);
    const dealers = await Promise.all([kabadi, collector].map((dealer) => read(routes.impactDealer.path, dealer)));
    expect(site.total_kg).toBe(add(dealers.map((dealer) => dealer.total_kg)));
  });
});
