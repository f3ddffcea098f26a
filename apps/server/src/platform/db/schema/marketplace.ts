import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { serialId, createdAt, ownerAccountId } from './columns.ts';


/** A pickup a visitor asks a dealer for on the marketplace page (spec 3 'Schedule pickup'). */
export const scheduleRequests = pgTable(
  'schedule_requests',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    // Both null: the date and time are to be agreed (the spec's client sends a fixed one, not the visitor's).
    selectDate: date('select_date', { mode: 'string' }),
    selectTime: text('select_time'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    pincode: text('pincode').notNull(),
    stateAndCountry: text('state_n_country').notNull(),
    address: text('address').notNull(),
    status: text('status').notNull().default('New'),
    sourceIp: text('source_ip').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('schedule_requests_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('schedule_requests_status_check', sql`${t.status} in ('New', 'Done', 'Declined')`),
  ],
);

/** A visitor's rating of a dealer (spec 3 'Dealer rating'); review is null for the spec's 'N/A'. */
export const dealerRatings = pgTable(
  'dealer_ratings',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    review: text('review'),
    sourceIp: text('source_ip').notNull(),
    createdAt: createdAt(),
    /** Issue 28: the signed-in customer who rated, and whether they had a Completed order with the dealer then. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    verifiedPickup: boolean('verified_pickup').notNull().default(false),
    /** The dealer's one public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('dealer_ratings_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('dealer_ratings_dealer_shown_idx').on(t.dealerId, t.verifiedPickup.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('dealer_ratings_rating_check', sql`${t.rating} between 0.5 and 5 and mod(${t.rating} * 2, 1) = 0`),
  ],
);

/** A message a visitor sends a dealer from the marketplace's contact section (spec 3 'Reach-us message'). */
export const reachUsMessages = pgTable(
  'reach_us_messages',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    sourceIp: text('source_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reach_us_messages_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** What a dealer does beyond buying scrap, shown on their marketplace page (spec 3 'Dealer initiative'). */
export const dealerInitiatives = pgTable(
  'dealer_initiatives',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    message: text('message').notNull(),
    /** A public file key (initiatives/…), or null when the initiative has no photo. */
    photoKey: text('photo_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_initiatives_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
