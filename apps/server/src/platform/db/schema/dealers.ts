import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subcategories } from './catalog.ts';

/** A pincode a dealer serves, with the area it names. */
export const dealerPincodes = pgTable(
  'dealer_pincodes',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealer_pincodes_dealer_pincode_unique').on(t.dealerId, t.pincode),
    index('dealer_pincodes_pincode_idx').on(t.pincode),
    check('dealer_pincodes_pincode_check', sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

/** A dealer's price in Rs per kg for one subcategory in one pincode. */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    pincode: text('pincode').notNull(),
    pricePerKg: numeric('price_per_kg', { precision: 10, scale: 2 }).notNull(),
    unit: text('unit').notNull().default('kg'),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }).notNull().default('1'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prices_dealer_subcategory_pincode_unique').on(t.dealerId, t.subcategoryId, t.pincode),
    index('prices_pincode_idx').on(t.pincode),
    check('prices_price_check', sql`${t.pricePerKg} > 0`),
  ],
);
