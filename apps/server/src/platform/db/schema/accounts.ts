import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** '' for an account made with a mobile number only (issue 27). */
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** The spec's contact number as typed (10 digits). */
    mobileNumber: text('mobile_number').notNull(),
    /**
     * The number this account signs in with, +91 E.164 (issue 27): set once a code sent to it was
     * typed back (or, for an employee a dealer added by number, before their first code).
     * One number names one account.
     */
    mobileE164: text('mobile_e164'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    accountCategory: text('account_category').notNull(),
    accountType: text('account_type').notNull(),
    /** The chosen customer kind (House, Shop, College, ...) or the dealer type. */
    role: text('role').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The first admin's generated password (printed once at first start) must be replaced before the console opens. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    profilePicKey: text('profile_pic_key'),
    /** The UPI ID (VPA) the account is paid to at a completion by UPI (issue 28); none when not given. */
    upiVpa: text('upi_vpa'),
    /** The language of the account's e-mails, SMS and WhatsApp messages (issue 29): 'en' or 'hi'. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Accounts made by mobile number have no e-mail ('').
    uniqueIndex('users_category_email_unique')
      .on(t.accountCategory, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    // Dealers and employees both sign in as 'dealer': one e-mail names one of them.
    uniqueIndex('users_dealer_side_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.accountCategory} in ('dealer', 'employee') and ${t.email} <> ''`),
    uniqueIndex('users_mobile_e164_unique').on(t.mobileE164),
    check('users_account_category_check', sql`${t.accountCategory} in ('customer', 'dealer', 'employee', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
    check(
      'users_account_type_check',
      sql`${t.accountType} in ('Personal', 'Organization', 'Kabadi', 'Collector', 'Recycler', 'Employee', 'Admin')`,
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
    /** Review state of the dealer's documents (contract dealer-settings/documents documentStatuses). */
    documentsStatus: text('documents_status').notNull().default('Not uploaded'),
    documentsReason: text('documents_reason'),
    documentsUploadedAt: timestamp('documents_uploaded_at', { withTimezone: true }),
    /** When an admin verified the documents (the Verified badge's date); null unless documentsStatus is 'Verified' (issue 28). */
    documentsVerifiedAt: timestamp('documents_verified_at', { withTimezone: true }),
  },
  (t) => [
    check('dealer_profiles_qty_check', sql`${t.minQtyKg} > 0 and ${t.maxQtyKg} >= ${t.minQtyKg}`),
    check(
      'dealer_profiles_documents_status_check',
      sql`${t.documentsStatus} in ('Not uploaded', 'Awaiting review', 'Verified', 'Rejected')`,
    ),
  ],
);

/**
 * People a dealer registers to work for them (spec 3 'Employee registration'): each is an
 * account of category 'employee' (signing in as a dealer) tied here to the dealer.
 */
export const dealerEmployees = pgTable(
  'dealer_employees',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A private file key (employees/{dealerId}-...). */
    aadharCardKey: text('aadhar_card_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_employees_dealer_idx').on(t.dealerId)],
);

/** What an admin did (issue 15): who, what, to which record, when. Kept when the admin account goes. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'user.deactivate', 'user.reactivate'. */
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id'),
    /** A short human-readable account of the change ('Ramesh Kabadiwala (KTD000003)'). */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
