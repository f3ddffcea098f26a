import { asc, eq, sql } from 'drizzle-orm';
import type { MessagePreferenceChoice } from '@kt/contract/phone/message-kinds';
import type { Db } from '../src/platform/db/client.ts';
import { messagePreferences, outgoingMessages, users } from '../src/platform/db/schema/index.ts';

let lastNumber = 0;

/** A +91 mobile number no other test of this process uses (9 then 9 digits). */
export function uniqueMobile(): string {
  lastNumber += 1;
  const base = (process.pid % 1000) * 100_000 + lastNumber;
  return `+919${String(base).padStart(9, '0').slice(-9)}`;
}

/** Gives an account a verified sign-in number, as verifying it from the profile does; answers the number. */
export async function verifyMobile(db: Db, userId: number, mobileE164 = uniqueMobile()): Promise<string> {
  await db.update(users).set({ mobileE164, mobileVerifiedAt: new Date() }).where(eq(users.id, userId));
  return mobileE164;
}

/** The SMS and WhatsApp messages queued to a number, oldest first. */
export async function messagesTo(db: Db, mobileE164: string) {
  return db
    .select({ channel: outgoingMessages.channel, kind: outgoingMessages.kind, text: outgoingMessages.text, params: outgoingMessages.params, orderNumber: outgoingMessages.orderNumber })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.toE164, mobileE164))
    .orderBy(asc(outgoingMessages.createdAt), asc(outgoingMessages.id));
}

/** A stored choice (and WhatsApp consent given now, or none), written as the preferences call would leave it. */
export async function storePreferences(db: Db, userId: number, choice: MessagePreferenceChoice, options: { whatsappOptedIn?: boolean } = {}) {
  const optedInAt = options.whatsappOptedIn ? new Date() : null;
  await db
    .insert(messagePreferences)
    .values({ userId, ...choice, whatsappOptedInAt: optedInAt })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: { ...choice, whatsappOptedInAt: optedInAt, updatedAt: sql`now()` } });
}
