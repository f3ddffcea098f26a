import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, createdAt, ownerAccountId } from './columns.ts';

/** Single-use e-mail links (verification, password reset). Only a SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serialId(),
    userId: ownerAccountId('user_id'),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/**
 * Refresh tokens, rotated on every use. A family is one sign-in; presenting a token that was
 * already rotated revokes its whole family (it was stolen or replayed).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    userId: ownerAccountId('user_id'),
    family: text('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.family)],
);

/** Mail kept instead of sent when no SMTP server is configured (development mailbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress)],
);
