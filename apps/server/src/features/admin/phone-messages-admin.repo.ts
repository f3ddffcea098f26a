import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import type { Db } from '../../platform/db/client.ts';
import { outgoingMessages } from '../../platform/db/schema/index.ts';

export type PhoneMessageRow = typeof outgoingMessages.$inferSelect;

/** The SMS and WhatsApp messages as the admin lists them (issue 27). */
export function createPhoneMessagesAdminRepo(db: Db) {
  return {
    /** One page of messages, newest first, and one more row when a next page exists. */
    async page(filter: { channel?: PhoneChannel | undefined; state?: string | undefined }, page: number, pageSize: number): Promise<PhoneMessageRow[]> {
      const conditions: SQL[] = [];
      if (filter.channel) conditions.push(eq(outgoingMessages.channel, filter.channel));
      if (filter.state) conditions.push(eq(outgoingMessages.state, filter.state));
      return db
        .select()
        .from(outgoingMessages)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
    },
  };
}

export type PhoneMessagesAdminRepo = ReturnType<typeof createPhoneMessagesAdminRepo>;
