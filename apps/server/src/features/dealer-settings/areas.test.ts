import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { notAcceptableKey, pincodeSlotNames, type AllPincodesResponse } from '@kt/contract/dealer-settings/pincodes';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { DealerCard } from '@kt/contract/selling/dealers';
import { dealerPincodes, pincodeRequests, subcategories, users } from '../../platform/db/schema/index.ts';
import { bearer, createVerifiedAccount, dealerSignUp, postForm, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { newCustomer, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

/** Real Agra pincodes of the India Post directory, with the first post office of each. */
const agra = ['282001', '282002', '282003', '282004', '282005', '282006', '282007', '282008', '282009', '282010'] as const;
const [p1, p2, p3, p4, p5, p6, p7] = agra;
const unknownPincode = '999999';

async function newDealer(): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  return signIn(t.app, 'dealer', form.email);
}

/** Posts a form the way the spec's client does: `new FormData()`. */
function postMultipart(url: string, caller: AuthRecord | undefined, fields: Record<string, string | number>) {
  const body = multipartBody(fields);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(caller ? bearer(caller) : {}) } });
}

/** The spec's slot body: every one of the ten slots, the unused ones empty; `areas` by slot number. */
function slotFields(dealerId: number, pincodes: readonly string[], areas: Record<number, string> = {}) {
  const fields: Record<string, string | number> = { dealer_id: dealerId };
  pincodeSlotNames.forEach((name, i) => {
    fields[name] = pincodes[i] ?? '';
  });
  for (const [slot, area] of Object.entries(areas)) fields[`area${slot}`] = area;
  return fields;
}

const updateAreas = (dealer: AuthRecord, pincodes: readonly string[], areas?: Record<number, string>) =>
  postMultipart(routes.updatePincodes.path, dealer, slotFields(dealer.id, pincodes, areas));
const addAreas = (dealer: AuthRecord, pincodes: readonly string[], areas?: Record<number, string>) =>
  postMultipart(routes.addPincodes.path, dealer, slotFields(dealer.id, pincodes, areas));
const requestPincode = (dealer: AuthRecord, pincode: string, area?: string) =>
  postMultipart(routes.requestPincode.path, dealer, { dealer_id: dealer.id, addrequest: pincode, ...(area ? { area } : {}) });

async function readAll(dealer: AuthRecord): Promise<AllPincodesResponse> {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.allPincodes, { id: dealer.id }), headers: bearer(dealer) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const heldPincodes = async (dealer: AuthRecord) => (await readAll(dealer)).areas.map((entry) => entry.pincode);

async function countAreas(dealer: AuthRecord): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.numberOfPincodes, { id: dealer.id }), headers: bearer(dealer) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().no_of_pincodes;
}

/** A new dealer serving `pincodes`, added the spec's way. */
async function dealerWith(pincodes: readonly string[]): Promise<AuthRecord> {
  const dealer = await newDealer();
  const added = await addAreas(dealer, pincodes);
  expect(added.statusCode, added.body).toBe(201);
  return dealer;
}

/** Pincodes an admin approved beyond the direct limit: written as the approval would write them. */
async function approveDirectly(dealer: AuthRecord, pincodes: readonly string[]) {
  await t.database.db
    .insert(dealerPincodes)
    .values(pincodes.map((pincode) => ({ dealerId: dealer.id, pincode, state: 'Uttar Pradesh', city: 'Agra', area: 'Approved' })));
}

async function dealersIn(pincode: string): Promise<DealerCard[]> {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode }) });
  expect(res.statusCode).toBe(200);
  return res.json().data.dealers;
}

describe("the spec's flow of a new dealer's areas", () => {
  it('answers update_pincodes with unsuccessful for a dealer without areas, stores nothing, and add_pincodes then stores the set', async () => {
    const dealer = await newDealer();
    const update = await updateAreas(dealer, [p1, p5]);
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toEqual({ unsuccessful: 'The dealer is not registered in pincodes table yet' });
    expect(await countAreas(dealer)).toBe(0);

    const add = await addAreas(dealer, [p1, p5]);
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toEqual({ msg: 'Pincodes added successfully' });

    const all = await readAll(dealer);
    expect(all).toMatchObject({ dealer_id: dealer.id, 'Pincode 1': '282001', 'Pincode 2': '282005' });
    expect(all['Pincode 3']).toBeUndefined();
    expect(all.areas).toEqual([
      { pincode: '282001', state: 'Uttar Pradesh', city: 'Agra', area: '15 Btn PAC Agra' },
      { pincode: '282005', state: 'Uttar Pradesh', city: 'Agra', area: 'Dayal Bagh' },
    ]);
    expect(all.requests).toEqual([]);
  });

  it('adds an area by update_pincodes with the existing slots and a new one, keeping the order added', async () => {
    const dealer = await dealerWith([p5, p1]);
    const update = await updateAreas(dealer, [p5, p1, p3]);
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toEqual({ msg: 'Pincodes updated successfully' });
    const all = await readAll(dealer);
    expect(all).toMatchObject({ 'Pincode 1': '282005', 'Pincode 2': '282001', 'Pincode 3': '282003' });
    expect(all.areas.map((entry) => entry.pincode)).toEqual(['282005', '282001', '282003']);
  });

  it('deletes an area by update_pincodes without it', async () => {
    const dealer = await dealerWith([p1, p2, p3]);
    const update = await updateAreas(dealer, [p1, p3]);
    expect(update.statusCode, update.body).toBe(200);
    expect(await heldPincodes(dealer)).toEqual(['282001', '282003']);
    expect(await countAreas(dealer)).toBe(2);
  });

  it('deletes the last area by an update with every slot empty, after which update answers unsuccessful again', async () => {
    const dealer = await dealerWith([p1]);
    expect((await updateAreas(dealer, [])).json()).toEqual({ msg: messages.dealerSettings.pincodesUpdated });
    expect(await countAreas(dealer)).toBe(0);
    expect((await updateAreas(dealer, [p2])).json()).toEqual({ unsuccessful: messages.dealerSettings.dealerNotRegisteredInPincodes });
    expect((await addAreas(dealer, [p2])).statusCode).toBe(201);
    expect(await heldPincodes(dealer)).toEqual(['282002']);
  });

  it('counts the held pincodes in no_of_pincodes', async () => {
    const dealer = await newDealer();
    expect(await countAreas(dealer)).toBe(0);
    await addAreas(dealer, [p1, p2, p3]);
    expect(await countAreas(dealer)).toBe(3);
    await updateAreas(dealer, [p1, p2, p3, p4]);
    expect(await countAreas(dealer)).toBe(4);
  });

  it('answers both reads privately and never from a cache', async () => {
    const dealer = await dealerWith([p1]);
    for (const url of [pathTo(routes.allPincodes, { id: dealer.id }), pathTo(routes.numberOfPincodes, { id: dealer.id })]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(dealer) });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('what an area is', () => {
  it('stores the post office the dealer picked, and state and city from the directory whatever the client sends', async () => {
    const dealer = await newDealer();
    const res = await postMultipart(routes.addPincodes.path, dealer, {
      ...slotFields(dealer.id, [p5], { 1: 'jaganpur' }),
      state1: 'Gujarat',
      city1: 'Ahmedabad',
      state: 'Gujarat',
      city: 'Ahmedabad',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await readAll(dealer)).areas).toEqual([{ pincode: '282005', state: 'Uttar Pradesh', city: 'Agra', area: 'Jaganpur' }]);
  });

  it('changes the area of a pincode the dealer keeps when update_pincodes names another post office', async () => {
    const dealer = await dealerWith([p5, p1]);
    const res = await updateAreas(dealer, [p5, p1], { 1: 'K.H.Sansthan' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readAll(dealer)).areas.map((entry) => [entry.pincode, entry.area])).toEqual([
      ['282005', 'K.H.Sansthan'],
      ['282001', '15 Btn PAC Agra'],
    ]);
  });

  it('refuses an area that is not a post office of its pincode with 400 naming the slot, and changes nothing', async () => {
    const dealer = await dealerWith([p1]);
    const res = await updateAreas(dealer, [p1, p5], { 2: 'Sadar Bazar' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: dealerAreaMessages.areaNotInPincode, fields: { area2: [dealerAreaMessages.areaNotInPincode] } });
    expect(await heldPincodes(dealer)).toEqual(['282001']);
  });
});

describe('refusals of update_pincodes and add_pincodes', () => {
  it("refuses a pincode that is not in the directory with 400 'Check the entered pincode' naming its slot, changing nothing", async () => {
    const dealer = await dealerWith([p1]);
    const update = await updateAreas(dealer, [p1, unknownPincode]);
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ message: 'Check the entered pincode', fields: { pincode2: ['Check the entered pincode'] } });
    expect(await heldPincodes(dealer)).toEqual(['282001']);

    const fresh = await newDealer();
    const add = await addAreas(fresh, [unknownPincode]);
    expect(add.statusCode).toBe(400);
    expect(add.json().fields).toEqual({ pincode1: ['Check the entered pincode'] });
    expect(await countAreas(fresh)).toBe(0);
  });

  it('refuses a malformed pincode with 400 and the check-pincode message', async () => {
    const dealer = await dealerWith([p1]);
    const res = await updateAreas(dealer, [p1, '28200']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: messages.dealerSettings.checkPincode });
    expect(res.json().fields.pincode2).toBeDefined();
  });

  it("refuses the same pincode in two slots with 409 'This pincode has already been added.' and changes nothing", async () => {
    const dealer = await dealerWith([p1, p2]);
    const res = await updateAreas(dealer, [p1, p2, p1]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This pincode has already been added.', fields: { pincode3: ['This pincode has already been added.'] } });
    expect(await heldPincodes(dealer)).toEqual(['282001', '282002']);

    const fresh = await newDealer();
    expect((await addAreas(fresh, [p3, p3])).statusCode).toBe(409);
    expect(await countAreas(fresh)).toBe(0);
  });

  it('refuses add_pincodes for a dealer who already has areas with 409, keeping them', async () => {
    const dealer = await dealerWith([p1]);
    const res = await addAreas(dealer, [p2, p3]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(dealerAreaMessages.areasAlreadyRegistered);
    expect(await heldPincodes(dealer)).toEqual(['282001']);
  });

  it("refuses add_pincodes with every slot empty with 'Add a pincode first'", async () => {
    const dealer = await newDealer();
    const res = await addAreas(dealer, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.dealerSettings.addPincodeFirst);
  });

  it(`refuses a ${limits.dealerDirectPincodes + 1}th pincode by update_pincodes or add_pincodes with the direct-add limit`, async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    const update = await updateAreas(dealer, [p1, p2, p3, p4, p5, p6]);
    expect(update.statusCode).toBe(409);
    expect(update.json()).toMatchObject({ message: dealerAreaMessages.pincodeDirectAddLimit, fields: { pincode6: [dealerAreaMessages.pincodeDirectAddLimit] } });
    expect(await countAreas(dealer)).toBe(5);

    const fresh = await newDealer();
    expect((await addAreas(fresh, [p1, p2, p3, p4, p5, p6])).statusCode).toBe(409);
    expect(await countAreas(fresh)).toBe(0);
  });

  it('keeps pincodes an admin approved beyond 5: update may change or drop them, but not add a new one', async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    await approveDirectly(dealer, [p6, p7]);
    expect((await updateAreas(dealer, [p1, p2, p3, p4, p5, p6, p7], { 7: 'Arsena' })).statusCode).toBe(200);
    expect((await updateAreas(dealer, [p1, p2, p3, p4, p5, p7])).statusCode).toBe(200);
    expect(await heldPincodes(dealer)).toEqual(['282001', '282002', '282003', '282004', '282005', '282007']);
    // A swap keeps the count at 6 but adds a pincode the dealer does not hold.
    const swap = await updateAreas(dealer, [p1, p2, p3, p4, p5, '282008']);
    expect(swap.statusCode).toBe(409);
    expect(swap.json().message).toBe(dealerAreaMessages.pincodeDirectAddLimit);
    expect((await readAll(dealer)).areas.at(-1)).toEqual({ pincode: '282007', state: 'Uttar Pradesh', city: 'Agra', area: 'Arsena' });
  });
});

describe('requests for more pincodes', () => {
  it('turns a 6th pincode refused by update into a Pending request with the spec\'s answer', async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    expect((await updateAreas(dealer, [p1, p2, p3, p4, p5, p6])).statusCode).toBe(409);

    const res = await requestPincode(dealer, p6);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ addrequest: '282006', msg: 'Request to new pincode sent, Please wait while admin approves' });

    const all = await readAll(dealer);
    expect(all.areas).toHaveLength(5);
    expect(all.requests).toEqual([{ id: expect.any(Number), pincode: '282006', area: 'Bamrauli Katara', status: 'Pending', created_at: expect.any(String) }]);
    const [stored] = await t.database.db.select().from(pincodeRequests).where(eq(pincodeRequests.dealerId, dealer.id));
    expect(stored).toMatchObject({ state: 'Uttar Pradesh', city: 'Agra', area: 'Bamrauli Katara', status: 'Pending' });
  });

  it('stores the post office named in `area` with the request', async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    expect((await requestPincode(dealer, p7, 'Artoni')).statusCode).toBe(201);
    expect((await readAll(dealer)).requests[0]).toMatchObject({ pincode: '282007', area: 'Artoni' });
    const other = await dealerWith([p1, p2, p3, p4, p5]);
    const wrongArea = await requestPincode(other, p7, 'Dayal Bagh');
    expect(wrongArea.statusCode).toBe(400);
    expect(wrongArea.json().fields).toEqual({ area: [dealerAreaMessages.areaNotInPincode] });
  });

  it("answers a second request while one is pending with 200 'Not Acceptable' and the spec's text, storing nothing", async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    expect((await requestPincode(dealer, p6)).statusCode).toBe(201);
    const second = await requestPincode(dealer, p7);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      [notAcceptableKey]: "Can't request for more pincodes, Please wait while admin approves your previous request",
    });
    expect((await readAll(dealer)).requests.map((entry) => entry.pincode)).toEqual(['282006']);
  });

  it('refuses a request for the pincode already waiting with 409', async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    expect((await requestPincode(dealer, p6)).statusCode).toBe(201);
    const again = await requestPincode(dealer, p6);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(dealerAreaMessages.pincodeAlreadyRequested);
  });

  it('refuses a request while the dealer holds fewer than 5 pincodes with 409, storing nothing', async () => {
    const dealer = await dealerWith([p1, p2, p3, p4]);
    const res = await requestPincode(dealer, p6);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: dealerAreaMessages.pincodeRequestNotNeeded, fields: { addrequest: [dealerAreaMessages.pincodeRequestNotNeeded] } });
    expect((await readAll(dealer)).requests).toEqual([]);
  });

  it("refuses a request for a held pincode with 409 'This pincode has already been added.'", async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    const res = await requestPincode(dealer, p3);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This pincode has already been added.');
  });

  it("refuses a request for a pincode outside the directory with 400 'Check the entered pincode'", async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    const res = await requestPincode(dealer, unknownPincode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Check the entered pincode', fields: { addrequest: ['Check the entered pincode'] } });
  });

  it(`refuses a request from a dealer holding ${limits.dealerPincodeSlots} pincodes with 409`, async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    await approveDirectly(dealer, agra.slice(5));
    expect(await countAreas(dealer)).toBe(10);
    const res = await requestPincode(dealer, '283101');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(dealerAreaMessages.pincodeSlotsFull);
  });

  it('lists the requests newest first', async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    await t.database.db.insert(pincodeRequests).values({
      dealerId: dealer.id,
      pincode: '282009',
      state: 'Uttar Pradesh',
      city: 'Agra',
      area: 'Deori',
      status: 'Rejected',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    expect((await requestPincode(dealer, p6)).statusCode).toBe(201);
    expect((await readAll(dealer)).requests.map((entry) => [entry.pincode, entry.status])).toEqual([
      ['282006', 'Pending'],
      ['282009', 'Rejected'],
    ]);
  });
});

describe('who may read and change areas', () => {
  // get_all_pincodes is open to anyone: 'the public read of the areas' below.
  const calls = (caller: AuthRecord | undefined, dealerId: number) => [
    t.app.inject({ method: 'GET', url: pathTo(routes.numberOfPincodes, { id: dealerId }), headers: caller ? bearer(caller) : {} }),
    postMultipart(routes.updatePincodes.path, caller, slotFields(dealerId, [p3])),
    postMultipart(routes.addPincodes.path, caller, slotFields(dealerId, [p3])),
    postMultipart(routes.requestPincode.path, caller, { dealer_id: dealerId, addrequest: p6 }),
  ];

  it("refuses another dealer's id in the path or body with 403 on every route, changing nothing", async () => {
    const victim = await dealerWith([p1, p2, p3, p4, p5]);
    const attacker = await newDealer();
    const answers = await Promise.all(calls(attacker, victim.id));
    expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await heldPincodes(victim)).toEqual(['282001', '282002', '282003', '282004', '282005']);
    expect((await readAll(victim)).requests).toEqual([]);
    expect(await countAreas(attacker)).toBe(0);
  });

  it('refuses a customer with 403 on every route', async () => {
    const customer = await newCustomer(t);
    const answers = await Promise.all(calls(customer, customer.id));
    expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('refuses a call without a token with 401 on every route', async () => {
    const dealer = await dealerWith([p1]);
    const answers = await Promise.all(calls(undefined, dealer.id));
    expect(answers.map((res) => res.statusCode)).toEqual([401, 401, 401, 401]);
    expect(await heldPincodes(dealer)).toEqual(['282001']);
  });
});

describe('the public read of the areas (spec 6: the marketplace page is open to anyone)', () => {
  const readAs = (dealerId: number, authorization?: string) =>
    t.app.inject({ method: 'GET', url: pathTo(routes.allPincodes, { id: dealerId }), headers: authorization === undefined ? {} : { authorization } });

  it("answers anyone but the dealer the page's fields of an active, verified dealer: the pincodes and areas, never the requests", async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    expect((await requestPincode(dealer, p6)).statusCode).toBe(201);
    const customer = await newCustomer(t);
    const otherDealer = await newDealer();
    for (const authorization of [undefined, `Bearer ${customer.tokens.access}`, `Bearer ${otherDealer.tokens.access}`]) {
      const res = await readAs(dealer.id, authorization);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        dealer_id: dealer.id,
        'Pincode 1': p1,
        'Pincode 2': p2,
        'Pincode 3': p3,
        'Pincode 4': p4,
        'Pincode 5': p5,
        areas: (await readAll(dealer)).areas,
      });
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toContain('Authorization');
    }
  });

  it('answers the dealer their full rows with their requests, privately', async () => {
    const dealer = await dealerWith([p1, p2, p3, p4, p5]);
    expect((await requestPincode(dealer, p6)).statusCode).toBe(201);
    const res = await readAs(dealer.id, `Bearer ${dealer.tokens.access}`);
    expect(res.json().requests).toEqual([expect.objectContaining({ pincode: p6, status: 'Pending' })]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for an unknown id, a customer, an inactive dealer and an unverified one', async () => {
    const inactive = await dealerWith([p1]);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const unverifiedForm = dealerSignUp();
    expect((await postForm(t.app, '/v3/api/registration/dealer/', unverifiedForm)).statusCode).toBe(201);
    const [unverified] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, unverifiedForm.email));
    const customer = await newCustomer(t);
    for (const id of [2_000_000_000, customer.id, inactive.id, unverified?.id ?? 0]) {
      const res = await readAs(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe(messages.marketplace.notFound);
    }
  });

  it('refuses a stale or made-up token with 401, so a signed-in dealer refreshes it and reads as the owner', async () => {
    const dealer = await dealerWith([p1]);
    expect((await readAs(dealer.id, 'Bearer not-a-token')).statusCode).toBe(401);
  });
});

describe('changes at the same time', () => {
  it('keeps a dealer with 4 pincodes at 5 when several updates each add a different pincode at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const dealer = await dealerWith([p1, p2, p3, p4]);
      const candidates = ['282005', '282006', '282007', '282009'];
      const answers = await Promise.all(candidates.map((pincode) => updateAreas(dealer, [p1, p2, p3, p4, pincode])));
      // Each is a whole set of 5, so each one alone is allowed: run one after another, each swaps the fifth.
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const held = await heldPincodes(dealer);
      expect(held, `round ${round}`).toHaveLength(limits.dealerDirectPincodes);
      expect(held.slice(0, 4)).toEqual(['282001', '282002', '282003', '282004']);
      expect(candidates).toContain(held[4]);
    }
  });

  it('stores one Pending request when two requests race, answering the other Not Acceptable', async () => {
    for (let round = 0; round < 3; round += 1) {
      const dealer = await dealerWith([p1, p2, p3, p4, p5]);
      const answers = await Promise.all([requestPincode(dealer, '282006'), requestPincode(dealer, '282007')]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
      const pending = await t.database.db
        .select()
        .from(pincodeRequests)
        .where(and(eq(pincodeRequests.dealerId, dealer.id), eq(pincodeRequests.status, 'Pending')));
      expect(pending, `round ${round}`).toHaveLength(1);
    }
  });
});

describe('areas and the public price list', () => {
  it("hides a demo dealer's prices and card in a pincode it drops, and shows them again once it adds the pincode back", async () => {
    const kabadi = await signInDemo(t.app, 'kabadi');
    expect(await heldPincodes(kabadi)).toEqual(['282001', '282002']);
    expect((await pricesOf(t.app, '282002', kabadi)).length).toBeGreaterThan(0);
    expect((await dealersIn('282002')).map((card) => card.id)).toContain(kabadi.id);

    expect((await updateAreas(kabadi, ['282001'])).statusCode).toBe(200);
    expect(await pricesOf(t.app, '282002', kabadi)).toEqual([]);
    expect((await dealersIn('282002')).map((card) => card.id)).not.toContain(kabadi.id);
    expect((await pricesOf(t.app, '282001', kabadi)).length).toBeGreaterThan(0);

    expect((await updateAreas(kabadi, ['282001', '282002'])).statusCode).toBe(200);
    expect((await pricesOf(t.app, '282002', kabadi)).length).toBeGreaterThan(0);
    expect((await dealersIn('282002')).map((card) => card.id)).toContain(kabadi.id);
  });

  it('lists a new dealer in getdealers for a pincode it adds, once it has a price there (issue 28)', async () => {
    const dealer = await newDealer();
    expect((await dealersIn('282010')).map((card) => card.id)).not.toContain(dealer.id);
    expect((await addAreas(dealer, ['282010'])).statusCode).toBe(201);
    // Issue 28: a dealer customers can book has documents verified (createVerifiedAccount), an area and a price.
    expect((await dealersIn('282010')).map((card) => card.id)).not.toContain(dealer.id);
    const [subcategory] = await t.database.db.select({ id: subcategories.id }).from(subcategories).limit(1);
    const priced = await postMultipart(routes.addPrice.path, dealer, { dealer: dealer.id, subcategory: subcategory?.id ?? 0, pincode: '282010', price: '11.00' });
    expect(priced.statusCode, priced.body).toBe(201);
    expect((await dealersIn('282010')).map((card) => card.id)).toContain(dealer.id);
  });
});
