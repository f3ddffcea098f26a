import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  /** Sanitised HTML. */
  answerHtml: text('answer_html').notNull(),
  position: integer('position').notNull().default(0),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  photoKey: text('photo_key').notNull(),
  position: integer('position').notNull().default(0),
});

/** 'working_team' feeds 'Our Happy Members' (Join Us); 'happy_customer' feeds 'Our Happy Customers'. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    feedback: text('feedback').notNull(),
    photoKey: text('photo_key').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('testimonials_kind_check', sql`${t.kind} in ('working_team', 'happy_customer')`)],
);
