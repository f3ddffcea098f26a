/** The quantity range a dealer sets (ours: spec 2.3 shows min_qty and qty on the dealer card). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import { dealerPincodes } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, giveAreaAndPrice, signIn } from '../../../test/accounts-helpers.ts';
import { createSubcategories } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
let dealer: AuthRecord;
let other: AuthRecord;
beforeAll(async () => {
  t = await createTestApp();
  dealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
  other = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
  // Issue 28: customers see the dealer's card once they have an area and a price there (documents verified by createVerifiedAccount).
  await createSubcategories(t, ['Newspaper']);
  await giveAreaAndPrice(t.database.db, dealer.id, '282005');
});
afterAll(() => t.close());

function updateAttrs(who: AuthRecord, fields: Record<string, string | number>) {
  const body = multipartBody(fields, {});
  return t.app.inject({ method: 'POST', url: '/v3/api/update-attrs/dealer/', payload: body.payload, headers: { ...body.headers, ...bearer(who) } });
}

async function dealerCard(pincode: string, id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/dealer/api/getdealers/${pincode}` });
  return res.json().data.dealers.find((d: { id: number }) => d.id === id);
}

describe('POST /v3/api/update-attrs/dealer/ with min_qty and qty', () => {
  it('sets 5 kg to 500 kg, shown in the profile and on the dealer card customers see', async () => {
    const res = await updateAttrs(dealer, { Did: dealer.id, mobile_number: '9897011111', min_qty: '5', qty: '500' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: messages.profile.updated });
    const profile = await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/dealer/${dealer.id}`, headers: bearer(dealer) });
    expect(profile.json()).toMatchObject({ min_qty: '5.00', qty: '500.00' });
    expect(await dealerCard('282005', dealer.id)).toMatchObject({ min_qty: '5.00', qty: '500.00' });
  });

  it.each([
    ['a zero minimum', { min_qty: '0', qty: '10' }],
    ['a negative minimum', { min_qty: '-2', qty: '10' }],
    ['a maximum below the minimum', { min_qty: '50', qty: '10' }],
    ['only one of the two', { min_qty: '5' }],
    ['text', { min_qty: 'five', qty: '10' }],
  ])('refuses %s with the rule and changes nothing', async (_name, qty) => {
    const res = await updateAttrs(dealer, { Did: dealer.id, mobile_number: '9000000000', ...qty });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(dealerAreaMessages.qtyInvalid);
    const profile = await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/dealer/${dealer.id}`, headers: bearer(dealer) });
    expect(profile.json()).toMatchObject({ mobile_number: '9897011111', min_qty: '5.00', qty: '500.00' });
  });

  it("refuses a change of another dealer's range", async () => {
    const res = await updateAttrs(other, { Did: dealer.id, mobile_number: '9000000000', min_qty: '1', qty: '2' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /dealer/api/setup-status/', () => {
  it('lists what is missing for a new dealer and counts areas; needs a dealer token', async () => {
    const fresh = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer', {}, { documents: 'none' })).email);
    await t.database.db.insert(dealerPincodes).values({ dealerId: fresh.id, pincode: '282005', state: 'Uttar Pradesh', city: 'Agra', area: 'Dayalbagh' });
    const res = await t.app.inject({ method: 'GET', url: '/dealer/api/setup-status/', headers: bearer(fresh) });
    expect(res.json()).toEqual({ documents: 'Not uploaded', documents_reason: null, verified_on: null, areas: 1, prices: 0, active: true, ready: false });
    expect((await t.app.inject({ method: 'GET', url: '/dealer/api/setup-status/' })).statusCode).toBe(401);
  });
});
