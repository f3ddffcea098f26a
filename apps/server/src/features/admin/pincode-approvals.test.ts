import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AdminPincodeRequest } from '@kt/contract/admin/pincode-requests';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { adminActions, dealerPincodes, pincodeRequests } from '../../platform/db/schema/index.ts';
import { openSeededAppAsAdmin } from '../../../test/admin-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, giveAreaAndPrice, readEmail, signIn } from '../../../test/accounts-helpers.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => ({ t, admin } = await openSeededAppAsAdmin()));
afterAll(() => t.close());

async function dealerWithRequest(pincode: string) {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  const dealer = await signIn(t.app, 'dealer', form.email);
  const [request] = await t.database.db
    .insert(pincodeRequests)
    .values({ dealerId: dealer.id, pincode, state: 'Uttar Pradesh', city: 'Agra', area: 'Shahganj', status: 'Pending' })
    .returning({ id: pincodeRequests.id });
  return { dealer, requestId: request?.id ?? 0 };
}

const decide = (who: AuthRecord | undefined, url: string, payload?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });

async function numberOfPincodes(dealer: AuthRecord) {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.numberOfPincodes, { id: dealer.id }), headers: bearer(dealer) });
  return res.json().no_of_pincodes as number;
}

describe('pincode requests for an admin', () => {
  it('refuses no token, a customer and a dealer on the list, approve and reject', async () => {
    const kabadi = await signInDemo(t.app, 'kabadi');
    const customer = await signInDemo(t.app, 'customer');
    for (const [method, url] of [
      ['GET', adminRoutes.adminPincodeRequests.path],
      ['POST', pathTo(adminRoutes.adminApprovePincode, { id: 1 })],
      ['POST', pathTo(adminRoutes.adminRejectPincode, { id: 1 })],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(customer) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, headers: bearer(kabadi) })).statusCode, url).toBe(403);
    }
  });

  it('lists the pending requests oldest first; approving adds the area and the count, shows the dealer in getdealers, mails the dealer and writes an audit row', async () => {
    const { dealer, requestId } = await dealerWithRequest('282004');
    const list = await t.app.inject({ method: 'GET', url: adminRoutes.adminPincodeRequests.path, headers: bearer(admin) });
    expect((list.json() as AdminPincodeRequest[]).find((entry) => entry.id === requestId)).toMatchObject({ pincode: '282004', dealer: { id: dealer.id } });
    const before = await numberOfPincodes(dealer);

    const res = await decide(admin, pathTo(adminRoutes.adminApprovePincode, { id: requestId }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(adminMessages.pincodeApproved);
    expect(await numberOfPincodes(dealer)).toBe(before + 1);
    // Issue 28: customers see a dealer with a price in an area they serve (documents verified by createVerifiedAccount).
    await giveAreaAndPrice(t.database.db, dealer.id, '282004');
    const dealers = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode: '282004' }) });
    expect(dealers.json().data.dealers.map((entry: { id: number }) => entry.id)).toContain(dealer.id);
    const [audit] = await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, requestId));
    expect(audit).toMatchObject({ adminId: admin.id, action: 'pincode.approve', targetKind: 'pincode_request' });
    expect((await readEmail(t.database.db, dealer.email))?.subject).toBe('Pincode 282004 approved');

    // Decided once: a second approval is 409 and adds nothing.
    expect((await decide(admin, pathTo(adminRoutes.adminApprovePincode, { id: requestId }))).statusCode).toBe(409);
    expect(await numberOfPincodes(dealer)).toBe(before + 1);
  });

  it('rejects with a reason the dealer is told, adding no area; a rejection without a reason is refused', async () => {
    const { dealer, requestId } = await dealerWithRequest('282003');
    const empty = await decide(admin, pathTo(adminRoutes.adminRejectPincode, { id: requestId }), { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const res = await decide(admin, pathTo(adminRoutes.adminRejectPincode, { id: requestId }), { reason: 'Another dealer already serves this area well.' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(pincodeRequests).where(eq(pincodeRequests.id, requestId));
    expect(row).toMatchObject({ status: 'Rejected', reason: 'Another dealer already serves this area well.' });
    expect(await t.database.db.select().from(dealerPincodes).where(eq(dealerPincodes.dealerId, dealer.id))).toEqual([]);
    const mail = await readEmail(t.database.db, dealer.email);
    expect(mail?.subject).toBe('Pincode 282003 not approved');
    expect(JSON.stringify(mail)).toContain('Another dealer already serves this area well.');
  });

  it('answers 404 for an unknown request', async () => {
    expect((await decide(admin, pathTo(adminRoutes.adminApprovePincode, { id: 2_000_000_000 }))).statusCode).toBe(404);
  });
});
