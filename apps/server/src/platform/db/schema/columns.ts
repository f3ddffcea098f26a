import { integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/*
 * Columns many tables share, built once. Each builds the very column the migrations already
 * hold (`npm run db:generate` finds no change). accounts.ts, which defines `users`, keeps its own.
 */

/** The table's key. */
export const serialId = () => serial('id').primaryKey();

/** When the row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The account the row belongs to (`dealer_id`, `customer_id`, `user_id`): required, and deleted with the account. */
export const ownerAccountId = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
