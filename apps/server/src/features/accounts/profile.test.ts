import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfile } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function upload(data: Buffer, filename = 'me.png', type = 'image/png') {
  const boundary = 'ktprofile';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="ProfilePic"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 1)]);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(200, 2)]);

describe('profile', () => {
  it('shows the caller their profile by id or refresh token, with the QR text', async () => {
    const record = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    for (const key of [record.id, record.tokens.refresh]) {
      const res = await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/customer/${key}`, headers: bearer(record) });
      expect(res.statusCode).toBe(200);
      const profile = ZProfile.parse(res.json());
      expect(profile).toMatchObject({ email: record.email, username: record.username, account_type: 'Personal', ProfilePic: null, qrCode: `${t.config.publicUrl}/v3/api/qr/customer/${record.KT_ID}.png` });
      expect(res.body).not.toContain('password');
    }
  });

  it('changes only the mobile number: username, e-mail and account type stay', async () => {
    const record = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/api/update-attrs/customer/',
      headers: bearer(record),
      payload: { Cid: record.id, mobile_number: '9123456789', account_type: 'Organization', account_category: 'dealer', username: 'Hacker', email: 'x@y.in' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: messages.profile.updated });
    const profile = ZProfile.parse((await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/customer/${record.id}`, headers: bearer(record) })).json());
    expect(profile).toMatchObject({ mobile_number: '9123456789', account_type: 'Personal', account_category: 'customer', username: record.username, email: record.email });
  });

  it('refuses a mobile number that is not 10 digits', async () => {
    const record = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    const res = await t.app.inject({ method: 'POST', url: '/v3/api/update-attrs/dealer/', headers: bearer(record), payload: { Did: record.id, mobile_number: '12345' } });
    expect(res.statusCode).toBe(400);
  });

  it('takes a PNG or JPEG picture by content and serves it back', async () => {
    const record = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    for (const [data, name] of [[png, 'a.png'], [jpeg, 'b.txt']] as const) {
      const body = upload(data, name, 'application/octet-stream');
      const res = await t.app.inject({ method: 'POST', url: `/v3/api/update-profilepic/customer/${record.id}/`, headers: { ...bearer(record), ...body.headers }, payload: body.payload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().msg).toBe(messages.profile.picChanged);
      const picture = await t.app.inject({ method: 'GET', url: res.json().ProfilePic });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a file that is not an image, whatever its name, and one over 200 KB', async () => {
    const record = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    const fake = upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', 'image/png');
    const notImage = await t.app.inject({ method: 'POST', url: `/v3/api/update-profilepic/customer/${record.id}/`, headers: { ...bearer(record), ...fake.headers }, payload: fake.payload });
    expect(notImage.statusCode).toBe(415);
    const big = upload(Buffer.concat([png, Buffer.alloc(204_800)]));
    const tooBig = await t.app.inject({ method: 'POST', url: `/v3/api/update-profilepic/customer/${record.id}/`, headers: { ...bearer(record), ...big.headers }, payload: big.payload });
    expect(tooBig.statusCode).toBe(413);
    const profile = ZProfile.parse((await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/customer/${record.id}`, headers: bearer(record) })).json());
    expect(profile.ProfilePic).toBeNull();
  });

  it('answers public dealer data, and 404 for a customer id', async () => {
    const dealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    const res = await t.app.inject({ method: 'GET', url: `/v3/api/dealer-data/${dealer.id}` });
    expect(res.json()).toEqual({ username: dealer.username, account_type: 'Recycler', is_active: true });
    const customer = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    expect((await t.app.inject({ method: 'GET', url: `/v3/api/dealer-data/${customer.id}` })).statusCode).toBe(404);
  });
});
