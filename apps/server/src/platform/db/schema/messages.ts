import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, ownerAccountId, serialId } from './columns.ts';

/**
 * One-time codes sent to a mobile number (issue 27). Only a hash of the code is kept; a code
 * serves one purpose, for 10 minutes and 5 tries (contract otpRules).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serialId(),
    mobileE164: text('mobile_e164').notNull(),
    /** signup, signin or add_number. */
    purpose: text('purpose').notNull(),
    /** customer or dealer: the side the code signs up or in on. */
    utype: text('utype').notNull(),
    /** add_number: the signed-in account that asked for it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    /** sms or whatsapp. */
    channel: text('channel').notNull(),
    requestedFrom: text('requested_from').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_number_idx').on(t.mobileE164, t.createdAt),
    index('one_time_codes_requester_idx').on(t.requestedFrom, t.createdAt),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('signup', 'signin', 'add_number')`),
    check('one_time_codes_channel_check', sql`${t.channel} in ('sms', 'whatsapp')`),
  ],
);

/**
 * SMS and WhatsApp messages (issue 27): each row is written with its job, in the transaction
 * of the change that causes it, and the worker records what the provider answered.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').notNull(),
    toE164: text('to_e164').notNull(),
    /** The message kind (contract messageKinds): the provider template it goes out as. */
    kind: text('kind').notNull(),
    /** The template's parameters, in its order. */
    params: jsonb('params').$type<string[]>().notNull(),
    /** The message as read (the outbox, the admin's list). */
    text: text('text').notNull(),
    /** The language the text is written in (issue 29): WhatsApp is sent that language's template. */
    language: text('language').notNull().default('en'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    /** The provider's last answer (status and body, shortened), for the admin. */
    providerAnswer: text('provider_answer'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outgoing_messages_list_idx').on(t.channel, t.state, t.createdAt.desc().nullsFirst()),
    index('outgoing_messages_newest_idx').on(t.createdAt.desc().nullsFirst()),
    check('outgoing_messages_channel_check', sql`${t.channel} in ('sms', 'whatsapp')`),
    check('outgoing_messages_state_check', sql`${t.state} in ('queued', 'sent', 'failed')`),
  ],
);

/** SMS and WhatsApp kept instead of sent when the channel has no provider (development outbox, /dev/messages). */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serialId(),
    channel: text('channel').notNull(),
    toE164: text('to_e164').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_outbox_to_idx').on(t.toE164)],
);

/** SMS queued per India day, against the site's daily budget (SMS_DAILY_BUDGET). */
export const smsDailyUsage = pgTable('sms_daily_usage', {
  day: date('day', { mode: 'string' }).primaryKey(),
  queued: integer('queued').notNull().default(0),
});

/**
 * Which messages a user gets on which channel (issue 27). No row: the defaults (contract
 * defaultMessagePreferences). WhatsApp goes out only while opted in.
 */
export const messagePreferences = pgTable('message_preferences', {
  userId: ownerAccountId('user_id').primaryKey(),
  /** Per channel, the message kinds switched on. */
  sms: jsonb('sms').$type<string[]>().notNull(),
  whatsapp: jsonb('whatsapp').$type<string[]>().notNull(),
  email: jsonb('email').$type<string[]>().notNull(),
  whatsappOptedInAt: timestamp('whatsapp_opted_in_at', { withTimezone: true }),
  /** When WhatsApp was ended (the profile switch or a STOP reply). */
  whatsappOptedOutAt: timestamp('whatsapp_opted_out_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});


