import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { MessageSender } from './message-types.ts';
import { createOffSender, createOutboxSender } from './outbox-sender.ts';

/**
 * Each channel's sender for this install: its provider when configured; else the development
 * outbox, or nothing in production.
 */
export function createSendersFromConfig(config: Config, db: Db): Record<PhoneChannel, MessageSender> {
  const fallback = (channel: PhoneChannel) => (config.env === 'production' ? createOffSender(channel) : createOutboxSender(db, channel));
  return { sms: fallback('sms'), whatsapp: fallback('whatsapp') };
}
