import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { DocumentReview } from '@kt/contract/admin/documents';
import type { DealerDocuments } from '@kt/contract/dealer-settings/documents';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { adminActions, dealerProfiles } from '../../platform/db/schema/index.ts';
import { openSeededAppAsAdmin } from '../../../test/admin-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, readEmail, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { pdf, pdfFile, png, pngFile } from '../../../test/route-fixtures.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => ({ t, admin } = await openSeededAppAsAdmin()));
afterAll(() => t.close());

async function newKabadi(): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer', { account_type: 'Kabadi', role: 'Kabadi' }, { documents: 'none' });
  return signIn(t.app, 'dealer', form.email);
}

/** A new Kabadi who uploaded the Aadhaar card (PDF) and the photo (PNG): a set awaiting review. */
async function dealerAwaitingReview(): Promise<AuthRecord> {
  const dealer = await newKabadi();
  const body = multipartBody({ dealer_id: dealer.id }, { Aadhar_card: pdfFile('aadhar.pdf'), Pic: pngFile('photo.png') });
  const res = await t.app.inject({ method: 'POST', url: routes.addDocuments.path, payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
  expect(res.statusCode, res.body).toBe(201);
  return dealer;
}

async function reviews(status?: string, who: AuthRecord = admin): Promise<DocumentReview[]> {
  const res = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminDocuments.path}${status ? `?status=${encodeURIComponent(status)}` : ''}`, headers: bearer(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const decide = (who: AuthRecord | undefined, url: string, payload?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });

async function ownView(dealer: AuthRecord): Promise<DealerDocuments> {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerDocuments, { id: dealer.id }), headers: bearer(dealer) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function auditOf(dealerId: number) {
  return t.database.db.select().from(adminActions).where(and(eq(adminActions.targetId, dealerId), eq(adminActions.targetKind, 'dealer')));
}

/** The path of a private-file URL, to inject. */
const pathOf = (url: string) => new URL(url).pathname;

describe('dealer documents for an admin: who may call', () => {
  it('refuses no token (401), a customer (403) and a dealer (403) on the list, verify and reject', async () => {
    const customer = await signInDemo(t.app, 'customer');
    const kabadi = await signInDemo(t.app, 'kabadi');
    for (const [method, url, payload] of [
      ['GET', adminRoutes.adminDocuments.path, undefined],
      ['POST', pathTo(adminRoutes.adminVerifyDocuments, { id: kabadi.id }), undefined],
      ['POST', pathTo(adminRoutes.adminRejectDocuments, { id: kabadi.id }), { reason: 'Blurred.' }],
    ] as const) {
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: bearer(customer) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, payload, headers: bearer(kabadi) })).statusCode, url).toBe(403);
    }
  });
});

describe('dealer documents for an admin: the list', () => {
  it('lists the sets awaiting review oldest upload first, each document a private file the admin can read and another dealer cannot', async () => {
    const first = await dealerAwaitingReview();
    const second = await dealerAwaitingReview();
    const list = await reviews();
    const ids = list.map((entry) => entry.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const entry = list.find((row) => row.id === first.id);
    expect(entry).toMatchObject({ KT_ID: first.KT_ID, email: first.email, account_type: 'Kabadi', status: 'Awaiting review', reason: null });
    expect(entry?.uploaded_at).toEqual(expect.any(String));
    expect(entry?.documents.map((doc) => doc.field)).toEqual(['Aadhar_card', 'Pic']);

    const aadhar = entry?.documents.find((doc) => doc.field === 'Aadhar_card');
    expect(aadhar).toMatchObject({ type: 'application/pdf', bytes: pdf.length });
    const file = await t.app.inject({ method: 'GET', url: pathOf(aadhar?.url ?? ''), headers: bearer(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const photo = entry?.documents.find((doc) => doc.field === 'Pic');
    const picture = await t.app.inject({ method: 'GET', url: pathOf(photo?.url ?? ''), headers: bearer(admin) });
    expect(picture.rawPayload.equals(png)).toBe(true);

    // Not another dealer's to read (one answer for 'not yours' and 'not there'), and not without a token.
    const other = await signInDemo(t.app, 'collector');
    expect((await t.app.inject({ method: 'GET', url: pathOf(aadhar?.url ?? ''), headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(aadhar?.url ?? '') })).statusCode).toBe(401);
  });

  it('pages the list with page_size and the Link header, keeping the status', async () => {
    await dealerAwaitingReview();
    await dealerAwaitingReview();
    const first = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminDocuments.path}?status=Awaiting%20review&page_size=1`, headers: bearer(admin) });
    expect(first.json()).toHaveLength(1);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    expect(next).toContain('status=Awaiting');
    const second = await t.app.inject({ method: 'GET', url: next, headers: bearer(admin) });
    expect(second.statusCode).toBe(200);
    expect((second.json() as DocumentReview[])[0]?.id).not.toBe((first.json() as DocumentReview[])[0]?.id);
  });

  it("refuses a status that is not a review state with a clear message", async () => {
    for (const status of ['Not uploaded', 'Approved']) {
      const res = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminDocuments.path}?status=${encodeURIComponent(status)}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.status).toEqual([adminMessages.documentStatusInvalid]);
    }
  });
});

describe('dealer documents for an admin: decisions', () => {
  it('verifies a set: the dealer sees Verified, is mailed, an audit row is written, and the set is decided once', async () => {
    const dealer = await dealerAwaitingReview();
    const res = await decide(admin, pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: adminMessages.documentsVerified });

    expect(await ownView(dealer)).toMatchObject({ status: 'Verified', reason: null });
    const mail = await readEmail(t.database.db, dealer.email);
    expect(mail?.subject).toBe('Your documents are verified');
    expect(mail?.textBody).toContain('/dealer/settings/documentupload');
    expect((await auditOf(dealer.id)).map((row) => [row.adminId, row.action])).toEqual([[admin.id, 'documents.verify']]);
    expect((await reviews()).some((entry) => entry.id === dealer.id)).toBe(false);
    expect((await reviews('Verified')).find((entry) => entry.id === dealer.id)).toMatchObject({ status: 'Verified' });

    const again = await decide(admin, pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.documentsNotAwaiting);
    expect((await decide(admin, pathTo(adminRoutes.adminRejectDocuments, { id: dealer.id }), { reason: 'Late change of mind.' })).statusCode).toBe(409);
    expect(await auditOf(dealer.id)).toHaveLength(1);
    expect(await ownView(dealer)).toMatchObject({ status: 'Verified', reason: null });
  });

  it('rejects a set with the reason the dealer sees and is mailed; a re-upload puts it back to review', async () => {
    const dealer = await dealerAwaitingReview();
    const reason = 'The Aadhaar card is unreadable; upload a sharper scan.';
    const res = await decide(admin, pathTo(adminRoutes.adminRejectDocuments, { id: dealer.id }), { reason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: adminMessages.documentsRejected });

    expect(await ownView(dealer)).toMatchObject({ status: 'Rejected', reason });
    const mail = await readEmail(t.database.db, dealer.email);
    expect(mail?.subject).toBe('Your documents were not accepted');
    expect(mail?.textBody).toContain(reason);
    expect(mail?.textBody).toContain('/dealer/settings/documentupload');
    const [audit] = await auditOf(dealer.id);
    expect(audit).toMatchObject({ adminId: admin.id, action: 'documents.reject' });
    expect(audit?.detail).toContain(reason);
    expect((await reviews('Rejected')).find((entry) => entry.id === dealer.id)).toMatchObject({ status: 'Rejected', reason });

    // The dealer uploads again: the set waits for review once more, and can be verified.
    const body = multipartBody({ dealer_id: dealer.id }, { Aadhar_card: pdfFile('sharper.pdf'), Pic: pngFile('photo.png') });
    const upload = await t.app.inject({ method: 'POST', url: routes.addDocuments.path, payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
    expect(upload.statusCode).toBe(201);
    expect((await reviews()).some((entry) => entry.id === dealer.id)).toBe(true);
    expect((await decide(admin, pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }))).statusCode).toBe(200);
  });

  it('refuses a rejection without a reason or with a reason beyond 500 characters, changing nothing', async () => {
    const dealer = await dealerAwaitingReview();
    for (const payload of [{ reason: '   ' }, {}, { reason: 'x'.repeat(501) }] as Record<string, string>[]) {
      const res = await decide(admin, pathTo(adminRoutes.adminRejectDocuments, { id: dealer.id }), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const empty = await decide(admin, pathTo(adminRoutes.adminRejectDocuments, { id: dealer.id }), { reason: '' });
    expect(empty.json().message).toBe(adminMessages.reasonRequired);
    const [profile] = await t.database.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, dealer.id));
    expect(profile).toMatchObject({ documentsStatus: 'Awaiting review', documentsReason: null });
    expect(await auditOf(dealer.id)).toEqual([]);
  });

  it('answers 404 for an account that is no dealer and 409 for a dealer with nothing uploaded', async () => {
    const customer = await signInDemo(t.app, 'customer');
    expect((await decide(admin, pathTo(adminRoutes.adminVerifyDocuments, { id: 2_000_000_000 }))).statusCode).toBe(404);
    const notDealer = await decide(admin, pathTo(adminRoutes.adminVerifyDocuments, { id: customer.id }));
    expect(notDealer.statusCode).toBe(404);
    expect(notDealer.json().message).toBe(adminMessages.documentsDealerNotFound);
    const fresh = await newKabadi();
    expect((await decide(admin, pathTo(adminRoutes.adminVerifyDocuments, { id: fresh.id }))).statusCode).toBe(409);
    expect(await ownView(fresh)).toMatchObject({ status: 'Not uploaded' });
  });
});
