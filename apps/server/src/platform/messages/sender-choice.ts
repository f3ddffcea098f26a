import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { MessageSender } from './message-types.ts';
import { createMsg91Sender } from './msg91-sender.ts';
import { createOffSender, createOutboxSender } from './outbox-sender.ts';
import { phoneChannelVariables } from './provider-config.ts';
import { createWhatsAppCloudSender } from './whatsapp-cloud-sender.ts';

/**
 * Each channel's sender for this install: its provider when configured; else the development
 * outbox, or nothing in production.
 */
export function createSendersFromConfig(config: Config, db: Db): Record<PhoneChannel, MessageSender> {
  const fallback = (channel: PhoneChannel) => (config.env === 'production' ? createOffSender(channel) : createOutboxSender(db, channel));
  return {
    sms: config.msg91 ? createMsg91Sender(config.msg91) : fallback('sms'),
    whatsapp: config.whatsapp ? createWhatsAppCloudSender(config.whatsapp) : fallback('whatsapp'),
  };
}

/** The channels without a provider in this configuration: off in production (the outbox elsewhere). */
export function phoneChannelsOff(config: Pick<Config, 'msg91' | 'whatsapp'>): PhoneChannel[] {
  return [...(config.msg91 ? [] : ['sms' as const]), ...(config.whatsapp ? [] : ['whatsapp' as const])];
}

const channelNames: Record<PhoneChannel, string> = { sms: 'SMS (MSG91)', whatsapp: 'WhatsApp (Business Cloud API)' };

/**
 * What a production start tells its operator, one line per channel that is off: nothing goes
 * out by it (sign-in codes included) until the named variables are set.
 */
export function phoneChannelWarnings(config: Pick<Config, 'env' | 'msg91' | 'whatsapp'>): string[] {
  if (config.env !== 'production') return [];
  return phoneChannelsOff(config).map(
    (channel) => `${channelNames[channel]} is off: no message goes out by it; set ${phoneChannelVariables[channel].join(', ')} to turn it on`,
  );
}
