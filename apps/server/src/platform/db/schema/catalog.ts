import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId } from './columns.ts';

export const categories = pgTable('categories', {
  id: serialId(),
  name: text('name').notNull().unique(),
  /** A storage key; the API turns it into a URL. */
  imageKey: text('image_key').notNull(),
  position: integer('position').notNull().default(0),
  /** Set when an admin retires it: hidden from selling and new prices, kept for the orders that name it. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serialId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageKey: text('image_key').notNull(),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subcategories_category_name_unique').on(t.categoryId, t.name)],
);
