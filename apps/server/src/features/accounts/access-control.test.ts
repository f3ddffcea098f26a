import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';

/*
 * Every protected route of the accounts issue and the customer's and dealer's own lists of the selling issue, each called with no token, an expired token,
 * a token of the wrong kind of account, and another user's token on this user's resource.
 */
type Caller = { customer: AuthRecord; otherCustomer: AuthRecord; dealer: AuthRecord; otherDealer: AuthRecord };
type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown>; multipart?: boolean };
type Case = {
  name: string;
  owner: keyof Caller;
  wrongRole: keyof Caller;
  other: keyof Caller;
  call: (owner: AuthRecord) => Call;
  /** What another user of the right kind gets on the owner's resource. */
  otherStatus: number;
  /** What the owner gets (200 unless said). */
  ownerStatus?: number;
  /** The path holds the owner's refresh token, itself a credential (spec 7; session-credential.test.ts). */
  isRefreshInPath?: boolean;
};

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
function multipartBody(field: string, data: Buffer) {
  const boundary = 'ktboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const cases: Case[] = [
  { name: 'customer logout', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, isRefreshInPath: true, call: (o) => ({ method: 'POST', url: `/v3/api/logout/customer/${o.tokens.refresh}` }) },
  { name: 'dealer logout', owner: 'dealer', wrongRole: 'customer', other: 'otherDealer', otherStatus: 403, isRefreshInPath: true, call: (o) => ({ method: 'POST', url: `/v3/api/logout/dealer/${o.tokens.refresh}` }) },
  { name: 'customer profile by id', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, call: (o) => ({ method: 'GET', url: `/v3/api/view-profile/customer/${o.id}` }) },
  { name: 'customer profile by refresh token', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, isRefreshInPath: true, call: (o) => ({ method: 'GET', url: `/v3/api/view-profile/customer/${o.tokens.refresh}` }) },
  { name: 'dealer profile', owner: 'dealer', wrongRole: 'customer', other: 'otherDealer', otherStatus: 403, isRefreshInPath: true, call: (o) => ({ method: 'GET', url: `/v3/api/view-profile/dealer/${o.tokens.refresh}` }) },
  { name: 'customer picture', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, call: (o) => ({ method: 'POST', url: `/v3/api/update-profilepic/customer/${o.id}/`, multipart: true }) },
  { name: 'dealer picture', owner: 'dealer', wrongRole: 'customer', other: 'otherDealer', otherStatus: 403, call: (o) => ({ method: 'POST', url: `/v3/api/update-profilepic/dealer/${o.id}/`, multipart: true }) },
  { name: 'customer attributes', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, call: (o) => ({ method: 'POST', url: '/v3/api/update-attrs/customer/', payload: { Cid: o.id, mobile_number: '9000000001' } }) },
  { name: 'dealer attributes', owner: 'dealer', wrongRole: 'customer', other: 'otherDealer', otherStatus: 403, call: (o) => ({ method: 'POST', url: '/v3/api/update-attrs/dealer/', payload: { Did: o.id, mobile_number: '9000000002' } }) },
  { name: 'customer orders', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, call: (o) => ({ method: 'GET', url: `/api/customer/confirm_orders/${o.id}/` }) },
  { name: 'dealer orders', owner: 'dealer', wrongRole: 'customer', other: 'otherDealer', otherStatus: 403, call: (o) => ({ method: 'GET', url: `/api/dealer/confirm_orders/${o.id}/` }) },
  // The dashboard names no one: another dealer's token gets that dealer's own tiles.
  { name: 'dealer dashboard', owner: 'dealer', wrongRole: 'customer', other: 'otherDealer', otherStatus: 200, call: () => ({ method: 'GET', url: '/dealer/api/dashboard/' }) },
  { name: 'checkout items delete', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, call: (o) => ({ method: 'DELETE', url: `/api/delete_all_items/${o.id}/1/True/` }) },
  { name: 'addresses by KT_ID', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, call: (o) => ({ method: 'GET', url: `/address/get-address-by-ktid/${o.KT_ID}/` }) },
  { name: 'addresses by id', owner: 'customer', wrongRole: 'dealer', other: 'otherCustomer', otherStatus: 403, call: (o) => ({ method: 'GET', url: `/address/get-address/${o.id}/` }) },
  {
    name: 'address post',
    owner: 'customer',
    wrongRole: 'dealer',
    other: 'otherCustomer',
    otherStatus: 403,
    call: (o) => ({
      method: 'POST',
      url: '/address/post-address/',
      payload: { user_id: o.id, phone_number: '9876543210', address: '1 Lane', address_area: 'Area', landmark: 'Mark', city: 'Agra', state: 'Uttar Pradesh', pincode: '282001' },
    }),
  },
];

let t: TestApp;
let callers: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const make = async (kind: 'customer' | 'dealer') => signIn(t.app, kind, (await createVerifiedAccount(t.app, t.database.db, kind)).email);
  callers = { customer: await make('customer'), otherCustomer: await make('customer'), dealer: await make('dealer'), otherDealer: await make('dealer') };
});
afterAll(() => t.close());

async function send(call: Call, authorization?: string) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  if (call.multipart) {
    const body = multipartBody('ProfilePic', png);
    return t.app.inject({ method: call.method, url: call.url, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  return t.app.inject({ method: call.method, url: call.url, ...(call.payload ? { payload: call.payload } : {}), headers });
}

async function expiredTokenFor(record: AuthRecord) {
  return new SignJWT({ cat: record.account_category, typ: record.account_type })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(record.id))
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe.each(cases)('$name', (c) => {
  it.skipIf(c.isRefreshInPath)('refuses a call without a token (401)', async () => {
    const res = await send(c.call(callers[c.owner]));
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token (401)', async () => {
    const res = await send(c.call(callers[c.owner]), `Bearer ${await expiredTokenFor(callers[c.owner])}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses the wrong kind of account (403)', async () => {
    const res = await send(c.call(callers[c.owner]), `Bearer ${callers[c.wrongRole].tokens.access}`);
    expect(res.statusCode).toBe(403);
  });

  it("refuses another user's token on this user's resource", async () => {
    const res = await send(c.call(callers[c.owner]), `Bearer ${callers[c.other].tokens.access}`);
    expect(res.statusCode).toBe(c.otherStatus);
  });
});

describe('the owner', () => {
  it('can do each of these with their own token (logout last)', async () => {
    const ordered = [...cases].sort((a, b) => Number(a.name.includes('logout')) - Number(b.name.includes('logout')));
    for (const c of ordered) {
      const res = await send(c.call(callers[c.owner]), `Bearer ${callers[c.owner].tokens.access}`);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.ownerStatus ?? 200);
    }
  });
});
