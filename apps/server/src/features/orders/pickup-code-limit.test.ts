/**
 * Each new pickup code is an e-mail to the customer (issue 16): issuing them is counted per
 * address, so the route cannot be used to flood a mailbox. A fresh app: the count starts at 0.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { rateLimits } from '@kt/contract/limits';
import { bearer } from '../../../test/accounts-helpers.ts';
import { storedCode, weighedOrder } from '../../../test/completion-helpers.ts';
import { createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../platform/db/schema/index.ts';
import { drainMail } from '../../../test/mail-drain.ts';
import { createMemoryRateLimiter } from '../../platform/rate-limits/rate-limit.ts';

let t: TestApp;
let dealer: AuthRecord;
let entry: PriceListEntry;

beforeAll(async () => {
  t = await createTestApp({ rateLimiter: createMemoryRateLimiter() });
  const made = await createDealerWithAreaAndPrice(t, { prices: { Newspaper: '12.00' } });
  dealer = made.dealer;
  [entry] = made.entries as [PriceListEntry];
});
afterAll(() => t.close());

describe('new pickup codes', () => {
  it('are refused with 429 beyond the limit per address, and the refused call changes the code and mails nothing', async () => {
    // Issue 28: a code exists for the customer once the dealer has proposed the weights.
    const order = await weighedOrder(t, dealer, [entry]);
    const issue = () => t.app.inject({ method: 'POST', url: `/api/order_pickup_code/${order.orderNumber}/`, headers: bearer(order.customer) });
    const limit = Math.ceil(rateLimits.pickupCodes.perIp * t.config.rateLimitScale);
    for (let i = 0; i < limit; i += 1) expect((await issue()).statusCode).toBe(200);

    const before = await storedCode(t, order.orderNumber);
    await drainMail(t.database.db);
    const mailsBefore = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, order.customer.email));
    const refused = await issue();
    expect(refused.statusCode).toBe(429);
    expect((await storedCode(t, order.orderNumber)).code).toBe(before.code);
    await drainMail(t.database.db);
    const mailsAfter = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, order.customer.email));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });
});
