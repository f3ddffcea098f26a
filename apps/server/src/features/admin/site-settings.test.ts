import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AdminSiteSettings, PublicSiteSettings } from '@kt/contract/admin/site-settings';
import * as routes from '@kt/contract/routes';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { adminActions, siteSettings } from '../../platform/db/schema/index.ts';
import { exampleSiteSettings } from '../../seed/seed-data.ts';
import { openSeededAppAsAdmin } from '../../../test/admin-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { pdfFile, png, pngFile } from '../../../test/route-fixtures.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => ({ t, admin } = await openSeededAppAsAdmin()));
afterAll(() => t.close());

const filled = {
  contact_email: 'hello@kabadi.example',
  phone_primary: '+91 99887 76655',
  phone_secondary: '0562 226 1234',
  postal_address: '  12 Station Road\r\n\r\nFatehabad, Agra 283111  ',
  facebook_url: 'https://www.facebook.com/kabadi.example',
  instagram_url: '',
  linkedin_url: 'https://www.linkedin.com/company/kabadi-example',
};
type Form = Record<string, string>;

const readPublic = async (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: routes.siteSettings.path, headers });
const readAdmin = async () => (await t.app.inject({ method: 'GET', url: adminRoutes.adminSiteSettings.path, headers: bearer(admin) })).json() as AdminSiteSettings;
const save = (fields: Form) => t.app.inject({ method: 'PUT', url: adminRoutes.adminSiteSettings.path, headers: bearer(admin), payload: fields });
const saveMultipart = (fields: Form, files: Record<string, TestFile> = {}) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'PUT', url: adminRoutes.adminSiteSettings.path, headers: { ...body.headers, ...bearer(admin) }, payload: body.payload });
};
const storedFile = async (url: string | null) => (url ? t.app.deps.storage.open(url.slice(url.indexOf('/media/') + '/media/'.length)) : null);
const auditRows = () => t.database.db.select().from(adminActions).where(eq(adminActions.action, 'site-settings.update')).orderBy(desc(adminActions.id));

describe('site settings for an admin', () => {
  it('refuses no token, a customer and a dealer on the read and the save', async () => {
    const customer = await signInDemo(t.app, 'customer');
    const kabadi = await signInDemo(t.app, 'kabadi');
    for (const method of ['GET', 'PUT'] as const) {
      const url = adminRoutes.adminSiteSettings.path;
      const payload = method === 'PUT' ? filled : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, method).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: bearer(customer) })).statusCode, method).toBe(403);
      expect((await t.app.inject({ method, url, payload, headers: bearer(kabadi) })).statusCode, method).toBe(403);
    }
    expect((await readAdmin()).contact_email).toBe(exampleSiteSettings.contactEmail);
  });

  it('answers the seeded example settings to anyone, with an entity tag and no long max-age', async () => {
    const res = await readPublic();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const body = res.json() as PublicSiteSettings;
    expect(body).toMatchObject({
      contact_email: exampleSiteSettings.contactEmail,
      phones: [exampleSiteSettings.phonePrimary, exampleSiteSettings.phoneSecondary],
      postal_address_lines: exampleSiteSettings.postalAddress.split('\n'),
    });
    expect(body.social.map((profile) => profile.network)).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    expect(body.certificate).toMatch(/^http:\/\/.+\/media\/seed\/site\/certificate\.svg$/);
    const again = await readPublic({ 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('saves the settings and the public answer shows them at once, leaving out what is not set; the save is audited', async () => {
    const before = await readPublic();
    const res = await save(filled);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...filled, postal_address: '12 Station Road\n\nFatehabad, Agra 283111', phone_secondary: '0562 226 1234' });

    // The copy a browser held is stale now: its tag no longer matches.
    const after = await readPublic({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      contact_email: 'hello@kabadi.example',
      phones: ['+91 99887 76655', '0562 226 1234'],
      postal_address_lines: ['12 Station Road', 'Fatehabad, Agra 283111'],
      social: [
        { network: 'Facebook', url: 'https://www.facebook.com/kabadi.example' },
        { network: 'LinkedIn', url: 'https://www.linkedin.com/company/kabadi-example' },
      ],
      certificate: expect.stringContaining('/media/seed/site/certificate.svg'),
    });

    const [audit] = await auditRows();
    expect(audit).toMatchObject({ adminId: admin.id, action: 'site-settings.update', targetKind: 'site_settings', targetId: 1 });
    expect(audit?.detail).toContain('contact_email');
    expect(audit?.detail).toContain('postal_address');

    // Only the secondary number set: it is the one phone shown.
    expect((await save({ ...filled, phone_primary: '', phone_secondary: '9876501234', contact_email: '' })).statusCode).toBe(200);
    expect((await readPublic()).json()).toMatchObject({ contact_email: '', phones: ['9876501234'] });
  });

  it('shows a change written by other means (SQL) once the database announces it', async () => {
    await t.database.db.update(siteSettings).set({ contactEmail: 'sql@kabadi.example' }).where(eq(siteSettings.id, 1));
    await t.app.deps.listCache.settle();
    expect((await readPublic()).json().contact_email).toBe('sql@kabadi.example');
  });

  it('refuses an invalid e-mail, phone, link or too long an address with messages at the fields, and changes nothing', async () => {
    expect((await save(filled)).statusCode).toBe(200);
    const stored = await readAdmin();
    const audits = (await auditRows()).length;
    const cases: [Form, string, string][] = [
      [{ contact_email: 'not-an-email' }, 'contact_email', adminMessages.settingsEmailInvalid],
      [{ phone_primary: '12345' }, 'phone_primary', adminMessages.settingsPhoneInvalid],
      [{ phone_secondary: '+1 415 555 0100' }, 'phone_secondary', adminMessages.settingsPhoneInvalid],
      [{ phone_primary: '98765-4321x' }, 'phone_primary', adminMessages.settingsPhoneInvalid],
      [{ facebook_url: 'http://www.facebook.com/kabadi' }, 'facebook_url', adminMessages.settingsUrlInvalid],
      [{ instagram_url: 'javascript:alert(1)' }, 'instagram_url', adminMessages.settingsUrlInvalid],
      [{ linkedin_url: 'linkedin.com/company/x' }, 'linkedin_url', adminMessages.settingsUrlInvalid],
      [{ postal_address: 'x'.repeat(301) }, 'postal_address', adminMessages.settingsAddressTooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await save({ ...filled, contact_email: 'changed@kabadi.example', ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: adminMessages.settingsInvalid, fields: { [field]: [message] } });
    }
    // A PUT names every field: one left out is refused too.
    const { phone_secondary: _left, ...partial } = filled;
    expect((await save(partial)).statusCode).toBe(400);
    expect(await readAdmin()).toEqual(stored);
    expect((await auditRows()).length).toBe(audits);
  });

  it('uploads a certificate picture, replaces it (the old file deleted) and removes it', async () => {
    const first = await saveMultipart(filled, { certificate: pngFile('certificate.png') });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = (first.json() as AdminSiteSettings).certificate;
    expect(firstUrl).toMatch(/\/media\/site\/certificate-[0-9a-f]+\.png$/);
    expect(await storedFile(firstUrl)).not.toBeNull();
    expect((await readPublic()).json().certificate).toBe(firstUrl);
    expect((await auditRows())[0]?.detail).toContain('certificate replaced');

    // A text-only save keeps the picture.
    expect((await save({ ...filled, contact_email: 'keep@kabadi.example' })).json().certificate).toBe(firstUrl);

    const second = await saveMultipart(filled, { certificate: { data: png, filename: 'new.png', type: 'image/png' } });
    const secondUrl = (second.json() as AdminSiteSettings).certificate;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await storedFile(secondUrl)).not.toBeNull();
    expect(await storedFile(firstUrl)).toBeNull();

    const removed = await save({ ...filled, remove_certificate: 'true' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().certificate).toBeNull();
    expect(await storedFile(secondUrl)).toBeNull();
    expect((await readPublic()).json().certificate).toBeNull();
    expect((await auditRows())[0]?.detail).toContain('certificate removed');
  });

  it('refuses a certificate that is not a JPEG, PNG or WebP picture by its content, changing nothing', async () => {
    expect((await saveMultipart(filled, { certificate: pngFile() })).statusCode).toBe(200);
    const stored = await readAdmin();
    const res = await saveMultipart({ ...filled, contact_email: 'changed@kabadi.example' }, { certificate: { ...pdfFile(), filename: 'certificate.png', type: 'image/png' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().fields).toEqual({ certificate: [adminMessages.settingsCertificateWrongType] });
    expect(await readAdmin()).toEqual(stored);
    expect(await storedFile(stored.certificate)).not.toBeNull();
  });

  it('refuses too large a certificate while it streams', async () => {
    const stored = await readAdmin();
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1)]);
    const res = await saveMultipart({ ...filled, contact_email: 'big@kabadi.example' }, { certificate: { data: big, filename: 'big.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(adminMessages.settingsCertificateTooLarge);
    expect(await readAdmin()).toEqual(stored);
  });
});
