import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deleteExpiredTokens } from '../auth/expired-tokens.ts';
import { emailTokens, refreshTokens } from '../db/schema/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

// Its sweep of abandoned cart items is tested beside it, in features/orders/abandoned-items.test.ts.
describe('the nightly cleanup', () => {
  it('is scheduled on the job queue for 03:30 India time, once for every instance (beside the 18:00 pickup reminders and the unanswered pickups every 15 minutes of the day)', async () => {
    const { rows } = (await t.database.db.execute(sql`select name, cron, timezone from pgboss.schedule order by name`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([
      { name: 'nightly-cleanup', cron: '30 3 * * *', timezone: 'Asia/Kolkata' },
      { name: 'pickup-reminders', cron: '0 18 * * *', timezone: 'Asia/Kolkata' },
      { name: 'unanswered-pickups', cron: '*/15 8-19 * * *', timezone: 'Asia/Kolkata' },
    ]);
  });

  it('drops e-mail links and refresh tokens a day past their expiry, and used links a day old', async () => {
    const customer = await newCustomer(t);
    const [token] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, customer.id));
    if (!token) throw new Error('the new customer has no e-mail link');
    const [session] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, customer.id));
    if (!session) throw new Error('the new customer has no refresh token');
    // Nothing of a live account goes.
    expect(await deleteExpiredTokens(t.database.db)).toMatchObject({ refreshTokens: 0 });
    expect(await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.id, session.id))).toHaveLength(1);

    await t.database.db.update(emailTokens).set({ usedAt: daysAgo(2) }).where(eq(emailTokens.id, token.id));
    await t.database.db.update(refreshTokens).set({ expiresAt: daysAgo(2) }).where(eq(refreshTokens.id, session.id));
    const dropped = await deleteExpiredTokens(t.database.db);
    expect(dropped.emailTokens).toBeGreaterThanOrEqual(1);
    expect(dropped.refreshTokens).toBe(1);
    expect(await t.database.db.select().from(emailTokens).where(eq(emailTokens.id, token.id))).toHaveLength(0);
    expect(await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.id, session.id))).toHaveLength(0);
  });
});
