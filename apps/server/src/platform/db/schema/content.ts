import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { serialId } from './columns.ts';

export const faqItems = pgTable('faq_items', {
  id: serialId(),
  question: text('question').notNull(),
  /** Sanitised HTML. */
  answerHtml: text('answer_html').notNull(),
  position: integer('position').notNull().default(0),
});

export const teamMembers = pgTable('team_members', {
  id: serialId(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  photoKey: text('photo_key').notNull(),
  position: integer('position').notNull().default(0),
});

/** 'working_team' feeds 'Our Happy Members' (Join Us); 'happy_customer' feeds 'Our Happy Customers'. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    feedback: text('feedback').notNull(),
    photoKey: text('photo_key').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('testimonials_kind_check', sql`${t.kind} in ('working_team', 'happy_customer')`)],
);

/**
 * The operator's contact details and profiles (spec 2.1, 2.2), edited by an admin: one row
 * (id 1). An empty text means "not set", and the public pages leave that line out.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    contactEmail: text('contact_email').notNull().default(''),
    phonePrimary: text('phone_primary').notNull().default(''),
    phoneSecondary: text('phone_secondary').notNull().default(''),
    /** Lines separated by newlines. */
    postalAddress: text('postal_address').notNull().default(''),
    facebookUrl: text('facebook_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    /** A storage key of the startup-programme certificate picture; null until uploaded. */
    certificateKey: text('certificate_key'),
    /** Issue 28 (0023): the platform's UPI ID dealers pay their commission to; '' while not set. */
    upiVpa: text('upi_vpa').notNull().default(''),
    /** The payee name dealers' UPI apps show; '' : the site's name. */
    upiPayeeName: text('upi_payee_name').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);
