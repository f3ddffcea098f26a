import { z } from 'zod';
import { messageKinds, phoneChannels } from '../phone/message-kinds.ts';

export const phoneMessageStates = ['queued', 'sent', 'failed'] as const;
export const phoneMessagesPageSize = 50;

/** GET /v3/admin/phone-messages/ (issue 27): SMS and WhatsApp by channel and state, newest first. */
export const ZPhoneMessagesQuery = z.object({
  channel: z.enum(phoneChannels).optional(),
  state: z.enum(phoneMessageStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZPhoneMessage = z.object({
  id: z.string(),
  channel: z.enum(phoneChannels),
  /** +91 E.164. */
  to: z.string(),
  kind: z.enum(messageKinds),
  /** A sign-in code's text is masked: the admin sees that it went, not the code. */
  text: z.string(),
  state: z.enum(phoneMessageStates),
  attempts: z.number().int(),
  order_number: z.string().nullable(),
  /** The provider's last answer (status and body), or ''. */
  provider_answer: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PhoneMessage = z.infer<typeof ZPhoneMessage>;

export const ZPhoneMessageList = z.object({
  items: z.array(ZPhoneMessage),
  has_more: z.boolean(),
  /** Today's SMS (India day) against the site's daily budget. */
  sms_budget: z.object({ day: z.string(), used: z.number().int(), budget: z.number().int() }),
  /** Channels without a provider in this install: 'outbox' (development) or 'off' (production). */
  channels: z.object({ sms: z.enum(['provider', 'outbox', 'off']), whatsapp: z.enum(['provider', 'outbox', 'off']) }),
});
export type PhoneMessageList = z.infer<typeof ZPhoneMessageList>;
