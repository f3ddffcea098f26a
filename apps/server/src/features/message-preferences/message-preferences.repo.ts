import { eq, sql } from 'drizzle-orm';
import type { MessagePreferenceChoice } from '@kt/contract/phone/message-kinds';
import type { Db } from '../../platform/db/client.ts';
import { messagePreferences, users } from '../../platform/db/schema/index.ts';
import { whatsappConsentSql } from '../../platform/messages/notify.ts';

/** The stored row's consent, the rule notifyUser sends WhatsApp by. */
const hasConsent = sql.raw(whatsappConsentSql('message_preferences'));

export type StoredPreferences = {
  mobileE164: string | null;
  mobileVerifiedAt: Date | null;
  email: string;
  /** Null: the account never saved a choice (the contract's defaults hold). */
  choice: MessagePreferenceChoice | null;
  whatsappOptedIn: boolean;
  whatsappOptedInAt: Date | null;
};

export function createMessagePreferencesRepo(db: Db) {
  return {
    /** The account's number, e-mail and choice; undefined when the account is gone. */
    async find(userId: number): Promise<StoredPreferences | undefined> {
      const [row] = await db
        .select({
          mobileE164: users.mobileE164,
          mobileVerifiedAt: users.mobileVerifiedAt,
          email: users.email,
          saved: messagePreferences.userId,
          sms: messagePreferences.sms,
          whatsapp: messagePreferences.whatsapp,
          emailKinds: messagePreferences.email,
          whatsappOptedIn: sql<boolean>`coalesce(${hasConsent}, false)`.mapWith(Boolean),
          whatsappOptedInAt: messagePreferences.whatsappOptedInAt,
        })
        .from(users)
        .leftJoin(messagePreferences, eq(messagePreferences.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const choice = row.saved === null ? null : ({ sms: row.sms ?? [], whatsapp: row.whatsapp ?? [], email: row.emailKinds ?? [] } as MessagePreferenceChoice);
      return {
        mobileE164: row.mobileE164,
        mobileVerifiedAt: row.mobileVerifiedAt,
        email: row.email,
        choice,
        whatsappOptedIn: row.whatsappOptedIn,
        whatsappOptedInAt: row.whatsappOptedIn ? row.whatsappOptedInAt : null,
      };
    },

    /**
     * Replaces the choice in one statement, so two saves cannot interleave. Opting in keeps the
     * time of a consent already given, else records now; opting out of a consent given records
     * now as its end and clears the opt-in.
     */
    async save(userId: number, choice: MessagePreferenceChoice, whatsappOptIn: boolean) {
      const stored = sql.raw('message_preferences');
      await db
        .insert(messagePreferences)
        .values({ userId, ...choice, whatsappOptedInAt: whatsappOptIn ? sql`now()` : null, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: messagePreferences.userId,
          set: {
            sms: sql`excluded.sms`,
            whatsapp: sql`excluded.whatsapp`,
            email: sql`excluded.email`,
            whatsappOptedInAt: whatsappOptIn ? sql`case when ${hasConsent} then ${stored}.whatsapp_opted_in_at else now() end` : null,
            whatsappOptedOutAt: whatsappOptIn
              ? sql`${stored}.whatsapp_opted_out_at`
              : sql`case when ${hasConsent} then now() else ${stored}.whatsapp_opted_out_at end`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
export type MessagePreferencesRepo = ReturnType<typeof createMessagePreferencesRepo>;
