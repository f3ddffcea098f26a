import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '@kt/contract/india-time';
import { defaultMessagePreferences, eventMessageKinds } from '@kt/contract/phone/message-kinds';
import { messageValueTexts } from '@kt/contract/phone/message-texts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/factories.ts';
import { messagesTo, storePreferences, uniqueMobile, verifyMobile } from '../../../test/notify-helpers.ts';
import { messagePreferences, outgoingMessages, smsDailyUsage, users } from '../db/schema/index.ts';
import { notifyUser, type UserNotice } from './notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancelled = (userId: number): UserNotice<'cancelled_by_dealer'> => ({
  userId,
  kind: 'cancelled_by_dealer',
  values: { order: 'KTO000123', link: 'http://localhost:3000/sell/user/pickup' },
  orderNumber: 'KTO000123',
});

function notify(notice: UserNotice<'cancelled_by_dealer'>) {
  return t.database.db.transaction((tx) => notifyUser(t.app.deps, tx, notice));
}

/** A customer with a verified number, and that number. */
async function customerWithNumber() {
  const customer = await createCustomer(t);
  return { customer, mobile: await verifyMobile(t.database.db, customer.id) };
}

describe('notifyUser', () => {
  it('queues one SMS with the template text and parameters for a verified number on the default choice, no WhatsApp, and wants the mail', async () => {
    const { customer, mobile } = await customerWithNumber();
    expect(await notify(cancelled(customer.id))).toEqual({ wantsEmail: true, language: 'en' });
    expect(await messagesTo(t.database.db, mobile)).toEqual([
      {
        channel: 'sms',
        kind: 'cancelled_by_dealer',
        text: 'Pickup KTO000123 was cancelled by the dealer. http://localhost:3000/sell/user/pickup',
        params: ['KTO000123', 'http://localhost:3000/sell/user/pickup'],
        orderNumber: 'KTO000123',
      },
    ]);
  });

  it('sends WhatsApp only while the user is opted in: not after a later opt-out', async () => {
    const { customer, mobile } = await customerWithNumber();
    await storePreferences(t.database.db, customer.id, defaultMessagePreferences, { whatsappOptedIn: true });
    await notify(cancelled(customer.id));
    expect((await messagesTo(t.database.db, mobile)).map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);

    // A STOP reply records only the end of the consent.
    await t.database.db
      .update(messagePreferences)
      .set({ whatsappOptedOutAt: sql`now() + interval '1 second'` })
      .where(eq(messagePreferences.userId, customer.id));
    await notify(cancelled(customer.id));
    expect((await messagesTo(t.database.db, mobile)).map((m) => m.channel).sort()).toEqual(['sms', 'sms', 'whatsapp']);
  });

  it("writes a Hindi account's message in Hindi, its values too, and answers its language for the mail (issue 29)", async () => {
    const { customer, mobile } = await customerWithNumber();
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, customer.id));
    const notice: UserNotice<'document_decision'> = {
      userId: customer.id,
      kind: 'document_decision',
      values: () => ({ decision: messageValueTexts.documentsVerified, link: 'http://localhost:3000/dealer/documents' }),
    };
    expect(await t.database.db.transaction((tx) => notifyUser(t.app.deps, tx, notice))).toEqual({ wantsEmail: true, language: 'hi' });
    const [sms] = await messagesTo(t.database.db, mobile);
    expect(sms?.text).toBe('आपके दस्तावेज़ सत्यापित हो गए। http://localhost:3000/dealer/documents');
    expect(sms?.params).toEqual(['सत्यापित हो गए', 'http://localhost:3000/dealer/documents']);
    const [stored] = await t.database.db.select({ language: outgoingMessages.language }).from(outgoingMessages).where(eq(outgoingMessages.toE164, mobile));
    expect(stored?.language).toBe('hi');
    // Outside the message the server's language is English again.
    expect(messageValueTexts.documentsVerified).toBe('verified');
  });

  it('leaves out the channels where the kind is switched off: no SMS, and no mail wanted', async () => {
    const { customer, mobile } = await customerWithNumber();
    const allBut = eventMessageKinds.filter((kind) => kind !== 'cancelled_by_dealer');
    await storePreferences(t.database.db, customer.id, { sms: allBut, whatsapp: [...eventMessageKinds], email: allBut }, { whatsappOptedIn: true });
    expect(await notify(cancelled(customer.id))).toEqual({ wantsEmail: false, language: 'en' });
    expect((await messagesTo(t.database.db, mobile)).map((m) => m.channel)).toEqual(['whatsapp']);
  });

  it('sends nothing to a number that is not verified', async () => {
    const customer = await createCustomer(t);
    const mobile = uniqueMobile();
    await t.database.db.update(users).set({ mobileE164: mobile, mobileVerifiedAt: null }).where(eq(users.id, customer.id));
    expect(await notify(cancelled(customer.id))).toEqual({ wantsEmail: true, language: 'en' });
    expect(await messagesTo(t.database.db, mobile)).toEqual([]);
  });

  it('wants no mail for an account without an e-mail address', async () => {
    const { customer, mobile } = await customerWithNumber();
    await t.database.db.update(users).set({ email: '' }).where(eq(users.id, customer.id));
    expect(await notify(cancelled(customer.id))).toEqual({ wantsEmail: false, language: 'en' });
    expect(await messagesTo(t.database.db, mobile)).toHaveLength(1);
  });

  it("drops the SMS once the day's budget is spent, still sending WhatsApp and the mail", async () => {
    const { customer, mobile } = await customerWithNumber();
    await storePreferences(t.database.db, customer.id, defaultMessagePreferences, { whatsappOptedIn: true });
    const day = indiaDate();
    const budget = t.app.deps.messages.smsDailyBudget;
    await t.database.db
      .insert(smsDailyUsage)
      .values({ day, queued: budget })
      .onConflictDoUpdate({ target: smsDailyUsage.day, set: { queued: budget } });
    try {
      expect(await notify(cancelled(customer.id))).toEqual({ wantsEmail: true, language: 'en' });
      expect((await messagesTo(t.database.db, mobile)).map((m) => m.channel)).toEqual(['whatsapp']);
    } finally {
      await t.database.db.delete(smsDailyUsage).where(eq(smsDailyUsage.day, day));
    }
  });

  it('queues in the caller’s transaction: a change rolled back sends nothing', async () => {
    const { customer, mobile } = await customerWithNumber();
    const failed = t.database.db.transaction(async (tx) => {
      await notifyUser(t.app.deps, tx, cancelled(customer.id));
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await messagesTo(t.database.db, mobile)).toEqual([]);
  });

  it('works in a pipelined transaction before its finishWith', async () => {
    const { customer, mobile } = await customerWithNumber();
    await t.database.statements.transaction(async (tx) => {
      const { wantsEmail } = await notifyUser(t.app.deps, tx, cancelled(customer.id));
      expect(wantsEmail).toBe(true);
      await tx.finishWith((last) => last.executeSql('select 1', []));
    });
    expect(await messagesTo(t.database.db, mobile)).toHaveLength(1);
  });
});
