import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailBudget } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { createMemoryRateLimiter } from '../../platform/rate-limits/rate-limit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countEmails, customerSignUp, dealerSignUp } from '../../../test/accounts-helpers.ts';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';

let t: TestApp;
let budget: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimiter: createMemoryRateLimiter() });
  budget = Math.ceil(accountMailBudget.perRecipient * t.config.rateLimitScale);
});
afterAll(() => t.close());

let lastOctet = 0;
/** Each call from another address, as a flood from many machines would come. */
const fromAnywhere = () => {
  lastOctet += 1;
  return `198.51.${Math.floor(lastOctet / 250)}.${lastOctet % 250}`;
};

function form(url: string, payload: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: fromAnywhere() });
}

describe('account mail per recipient', () => {
  it(`sends at most ${accountMailBudget.perRecipient} mails an hour to one address, whichever paths ask for them`, async () => {
    const account = customerSignUp();
    expect((await form('/v3/api/registration/customer/', account)).statusCode).toBe(201);
    const paths = [
      () => form('/v3/api/sign_in/customer/', { email: account.email, password: account.password }),
      () => form('/v3/api/registration/customer/', account),
      () => form('/v3/api/regenerate-verification-email/customer/', { email: account.email }),
      () => t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/${account.email}`, remoteAddress: fromAnywhere() }),
      () => form('/v3/api/request-password-reset-email/customer/', { email: account.email }),
    ];
    for (let round = 0; round < 12; round += 1) {
      for (const send of paths) {
        const res = await send();
        // Sign-in answers 200 { msg } ('Incorrect password' once the checker or the reset request has dropped the pending password).
        expect([200, 403, 409, 429]).toContain(res.statusCode);
      }
    }
    expect(await countEmails(t.database.db, account.email)).toBe(budget);
  });

  it('answers a resend beyond the budget with 429, while the other paths keep their answers and send nothing', async () => {
    const account = customerSignUp();
    expect((await form('/v3/api/registration/customer/', account)).statusCode).toBe(201);
    for (let i = 1; i < budget; i += 1) {
      const res = await form('/v3/api/sign_in/customer/', { email: account.email, password: account.password });
      expect(res.json()).toEqual({ msg: messages.signIn.notVerifiedMsg });
    }
    expect(await countEmails(t.database.db, account.email)).toBe(budget);

    const signInRes = await form('/v3/api/sign_in/customer/', { email: account.email, password: account.password });
    expect(signInRes.statusCode).toBe(200);
    expect(signInRes.json()).toEqual({ msg: messages.signIn.notVerifiedMsg });
    const signUpRes = await form('/v3/api/registration/customer/', account);
    expect(signUpRes.statusCode).toBe(409);
    expect(signUpRes.json()).toEqual({ msg: messages.signUp.unverifiedExistsMsg });
    const checker = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/${account.email}`, remoteAddress: fromAnywhere() });
    expect(checker.statusCode).toBe(403);
    const reset = await form('/v3/api/request-password-reset-email/customer/', { email: account.email });
    expect(reset.statusCode).toBe(403);
    const resend = await form('/v3/api/regenerate-verification-email/customer/', { email: account.email });
    expect(resend.statusCode).toBe(429);
    // The real wait, in Retry-After and in the message (not the catalogue's template).
    const wait = Number(resend.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(resend.json()).toMatchObject({ code: 'RATE_LIMITED', message: tooManyRequestsMessage(wait) });

    expect(await countEmails(t.database.db, account.email)).toBe(budget);
  });

  it("counts one budget for an address's customer and dealer accounts, and leaves other addresses theirs", async () => {
    const customer = customerSignUp();
    const dealer = dealerSignUp({ email: customer.email });
    expect((await form('/v3/api/registration/customer/', customer)).statusCode).toBe(201);
    expect((await form('/v3/api/registration/dealer/', dealer)).statusCode).toBe(201);
    for (let i = 0; i < budget; i += 1) {
      await form('/v3/api/sign_in/customer/', { email: customer.email, password: customer.password });
      await form('/v3/api/sign_in/dealer/', { email: dealer.email, password: dealer.password });
    }
    expect(await countEmails(t.database.db, customer.email)).toBe(budget);

    const other = customerSignUp();
    expect((await form('/v3/api/registration/customer/', other)).statusCode).toBe(201);
    expect((await form('/v3/api/regenerate-verification-email/customer/', { email: other.email })).statusCode).toBe(200);
    expect(await countEmails(t.database.db, other.email)).toBe(2);
  });
});
