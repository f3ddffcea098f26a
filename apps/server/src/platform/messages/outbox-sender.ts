import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import type { Db } from '../db/client.ts';
import { messageOutbox } from '../db/schema/index.ts';
import type { MessageSender } from './message-types.ts';

/** A channel without a provider outside production: its messages are kept for /dev/messages. */
export function createOutboxSender(db: Db, channel: PhoneChannel): MessageSender {
  return {
    channel,
    mode: 'outbox',
    async send(message) {
      const [row] = await db.insert(messageOutbox).values({ channel, toE164: message.to, text: message.text }).returning({ id: messageOutbox.id });
      return { providerMessageId: row ? `outbox-${row.id}` : null, answer: 'kept in the development outbox' };
    },
  };
}

/** A channel without a provider in production: nothing is queued for it (Messages.queue says 'channel-off'). */
export function createOffSender(channel: PhoneChannel): MessageSender {
  return {
    channel,
    mode: 'off',
    send: () => Promise.reject(new Error(`the ${channel} channel has no provider configured`)),
  };
}
