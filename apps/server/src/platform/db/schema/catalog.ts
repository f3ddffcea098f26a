import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** A storage key; the API turns it into a URL. */
  imageKey: text('image_key').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageKey: text('image_key').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_category_name_unique').on(t.categoryId, t.name)],
);
