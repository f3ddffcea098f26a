import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, createdAt, ownerAccountId } from './columns.ts';
import { subcategories } from './catalog.ts';

/** A pincode and the place the pincode directory names for it: a served area, or one asked for. */
const pincodeArea = () => ({
  pincode: text('pincode').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  area: text('area').notNull(),
});

/** A pincode a dealer serves, with the area it names. */
export const dealerPincodes = pgTable(
  'dealer_pincodes',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    ...pincodeArea(),
    createdAt: createdAt(),
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
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
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

/** One file of a dealer's documents (spec 3 'Dealer document upload'); a new upload replaces the set. */
export const dealerDocuments = pgTable(
  'dealer_documents',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    /** The form field (contract documentFields): Aadhar_card, Pic, GSTcertificate, ... */
    field: text('field').notNull(),
    /** A private file key: documents/{dealerId}-... */
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealer_documents_dealer_field_unique').on(t.dealerId, t.field)],
);

/** A dealer's request to serve one more pincode beyond the direct-add limit; an admin decides. */
export const pincodeRequests = pgTable(
  'pincode_requests',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    ...pincodeArea(),
    status: text('status').notNull().default('Pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One pending request per dealer, held by the database against concurrent requests.
    uniqueIndex('pincode_requests_one_pending').on(t.dealerId).where(sql`${t.status} = 'Pending'`),
    index('pincode_requests_dealer_idx').on(t.dealerId, t.createdAt),
    check('pincode_requests_status_check', sql`${t.status} in ('Pending', 'Approved', 'Rejected')`),
    check('pincode_requests_pincode_check', sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

/** A dealer's request for a category the catalogue lacks; Pending until an admin acts. */
export const categoryRequests = pgTable(
  'category_requests',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    categoryName: text('category_name').notNull(),
    description: text('description').notNull().default(''),
    imageKey: text('image_key').notNull(),
    status: text('status').notNull().default('Pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // The dealer's list order (newest first, id breaking ties), read a page at a time.
    index('category_requests_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('category_requests_status_check', sql`${t.status} in ('Pending', 'Approved', 'Rejected')`),
  ],
);
