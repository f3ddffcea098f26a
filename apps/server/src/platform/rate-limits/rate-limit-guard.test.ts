import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';
import { addressKey } from './rate-limit-guard.ts';
import { createMemoryRateLimiter, memoryRateLimitMaxKeys, type MemoryRateLimiter } from './rate-limit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoEmails } from '../../../test/orders-helpers.ts';
import { multipartBody, urlencodedBody } from '../../../test/form-bodies.ts';

let t: TestApp;
let limiter: MemoryRateLimiter;
beforeAll(async () => {
  limiter = createMemoryRateLimiter();
  t = await createTestApp({ seed: true, rateLimiter: limiter });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/v3/api/sign_in/customer/', remoteAddress, ...urlencodedBody({ email, password }) });

describe('sign-in lockout', () => {
  it('locks out only the address that guessed: the owner elsewhere still signs in', async () => {
    for (let i = 0; i < rateLimits.signIn.perIpAndEmail; i += 1) {
      // A wrong password is a 200 { msg: 'Incorrect password' } (spec 8, as its client reads it).
      expect((await signIn(demoEmails.customer, `wrong-guess-${i}`, '198.51.100.1')).json()).toEqual({ msg: messages.signIn.incorrectPasswordMsg });
    }
    const blocked = await signIn(demoEmails.customer, t.config.demoPassword, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    // The real wait, not 'a minute'.
    expect(blocked.json().message).toBe(tooManyRequestsMessage(Number(blocked.headers['retry-after'])));
    expect(blocked.json().message).toMatch(/in 15 minutes\.$/);

    const owner = await signIn(demoEmails.customer, t.config.demoPassword, '203.0.113.77');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const email = 'v6-target@example.in';
    for (let i = 0; i < rateLimits.signIn.perIpAndEmail; i += 1) {
      await signIn(email, 'x', `2001:db8:1:2::${(i + 1).toString(16)}`);
    }
    expect((await signIn(email, 'x', '2001:db8:1:2:ffff:1:2:3')).statusCode).toBe(429);
    expect((await signIn(email, 'x', '2001:db8:1:3::1')).json()).toEqual({ msg: messages.signIn.accountDoesNotExistMsg });
  });
});

describe('a flood of unique e-mails from one client', () => {
  it('is refused by the address limit first and stores no key per e-mail', async () => {
    const flooder = '192.0.2.66';
    const before = limiter.size();
    let refused = 0;
    for (let i = 0; i < 1000; i += 1) {
      const res = await signIn(`flood-${i}@example.in`, 'x', flooder);
      if (res.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1000 - rateLimits.signIn.perIp);
    // One key for the address, one per e-mail it was allowed to try: not one per request.
    expect(limiter.size() - before).toBeLessThanOrEqual(rateLimits.signIn.perIp + 1);
  });

  it('cannot grow the in-memory store beyond its bound', async () => {
    const bounded = createMemoryRateLimiter({ maxKeys: 5000 });
    for (let i = 0; i < 200_000; i += 1) await bounded.hit({ key: `k${i}`, limit: 1, windowSeconds: 3600 });
    expect(bounded.size()).toBeLessThanOrEqual(5000);
    expect(memoryRateLimitMaxKeys).toBeLessThanOrEqual(100_000);
  });
});

describe('inquiries', () => {
  it('are counted per address before the upload is read', async () => {
    const address = '203.0.113.90';
    const good = { dealer_id: '3', customer_name: 'Meena', phone: '9876501235', email: 'meena@example.in', itemName: 'Cartons', quantity: '5' };
    for (let i = 0; i < rateLimits.inquiries.perIp; i += 1) {
      await t.app.inject({ method: 'POST', url: '/dealer/api/requestinquiry-post/', remoteAddress: address, ...multipartBody({ ...good, email: `m${i}@example.in` }) });
    }
    // A body that would fail validation still gets 429: the limit answered before the body was read.
    const big = Buffer.alloc(2 * 1024 * 1024, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/dealer/api/requestinquiry-post/',
      remoteAddress: address,
      ...multipartBody({ email: 'not-an-email' }, { itemPic: { data: big, type: 'image/png' } }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(messages.orders.inquiryInvalid).not.toBe(res.json().message);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
