import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfile } from '@kt/contract/accounts/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://kabadi.example.in' } });
});
afterAll(() => t.close());

/** What a phone's camera would read from the picture. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

async function profileOf(kind: 'customer' | 'dealer') {
  const record = await signIn(t.app, kind, (await createVerifiedAccount(t.app, t.database.db, kind)).email);
  const res = await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/${kind}/${record.id}`, headers: bearer(record) });
  expect(res.statusCode).toBe(200);
  return { record, profile: ZProfile.parse(res.json()) };
}

async function fetchPicture(url: string, query = '') {
  const { origin, pathname } = new URL(url);
  expect(origin).toBe('https://kabadi.example.in');
  return t.app.inject({ method: 'GET', url: pathname + query });
}

describe('profile QR codes', () => {
  it("gives a dealer a PNG that reads back as the dealer's marketplace page", async () => {
    const { record, profile } = await profileOf('dealer');
    expect(profile.qrCode).toBe(`https://kabadi.example.in/v3/api/qr/dealer/${record.id}.png`);
    const res = await fetchPicture(profile.qrCode);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(decodeQr(res.rawPayload)).toBe(`https://kabadi.example.in/marketplace/${record.id}/`);
  });

  it("gives a customer a PNG that reads back as the customer's KT id", async () => {
    const { record, profile } = await profileOf('customer');
    expect(profile.qrCode).toBe(`https://kabadi.example.in/v3/api/qr/customer/${record.KT_ID}.png`);
    const res = await fetchPicture(profile.qrCode);
    expect(decodeQr(res.rawPayload)).toBe(record.KT_ID);
  });

  it('offers the same picture as a download', async () => {
    const { record, profile } = await profileOf('customer');
    const res = await fetchPicture(profile.qrCode, '?download=1');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${record.KT_ID}-qr.png"`);
    expect(decodeQr(res.rawPayload)).toBe(record.KT_ID);
  });

  it('answers 404 for names that are not a KT id or a dealer id', async () => {
    for (const url of ['/v3/api/qr/customer/hello.png', '/v3/api/qr/dealer/0.png', '/v3/api/qr/dealer/99999999999.png', '/v3/api/qr/dealer/KTD000001.png', '/v3/api/qr/admin/1.png', '/v3/api/qr/customer/KTC000001.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
    }
  });
});
