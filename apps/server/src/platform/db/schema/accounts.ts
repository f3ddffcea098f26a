import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The public id (KT_ID): KTC/KTD/KTA by category, then the zero-padded id. */
    ktId: text('kt_id')
      .notNull()
      .generatedAlwaysAs(
        sql`'KT' || upper(left(account_category, 1)) || lpad(id::text, 6, '0')`,
      ),
    email: text('email').notNull(),
    username: text('username').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountCategory: text('account_category').notNull(),
    accountType: text('account_type').notNull(),
    /** The chosen customer kind (House, Shop, College, ...) or the dealer type. */
    role: text('role').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    profilePicKey: text('profile_pic_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_category_email_unique').on(t.accountCategory, sql`lower(${t.email})`),
    check('users_account_category_check', sql`${t.accountCategory} in ('customer', 'dealer', 'admin')`),
    check(
      'users_account_type_check',
      sql`${t.accountType} in ('Personal', 'Organization', 'Kabadi', 'Collector', 'Recycler', 'Admin')`,
    ),
  ],
);

/** What a dealer (Kabadi, Collector, Recycler) has beyond the account itself. */
export const dealerProfiles = pgTable(
  'dealer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    minQtyKg: numeric('min_qty_kg', { precision: 10, scale: 2 }).notNull().default('1'),
    maxQtyKg: numeric('max_qty_kg', { precision: 10, scale: 2 }).notNull().default('1000'),
  },
  (t) => [check('dealer_profiles_qty_check', sql`${t.minQtyKg} > 0 and ${t.maxQtyKg} >= ${t.minQtyKg}`)],
);

/** People a dealer registers to work for them (spec 3 'Employee registration'). */
export const dealerEmployees = pgTable(
  'dealer_employees',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    aadharCardKey: text('aadhar_card_key').notNull(),
    profilePicKey: text('profile_pic_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealer_employees_dealer_email_unique').on(t.dealerId, sql`lower(${t.email})`)],
);
