import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, createdAt } from './columns.ts';

/** One vote per network address per poll (spec 7 'Your Vote is Valuable'). */
export const votes = pgTable(
  'votes',
  {
    id: serialId(),
    pollId: integer('poll_id').notNull(),
    voterAddress: text('voter_address').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('votes_poll_voter_unique').on(t.pollId, t.voterAddress),
    check('votes_status_check', sql`${t.status} in ('Yes', 'No')`),
  ],
);

/** Everything the public forms send: suggestions, intern/mentor/investor applications, contact messages. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
    linkedinId: text('linkedin_id'),
    domain: text('domain'),
    cvKey: text('cv_key'),
    sourceAddress: text('source_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_kind_idx').on(t.kind, t.createdAt),
    check('form_submissions_kind_check', sql`${t.kind} in ('suggestion', 'intern', 'mentor', 'investor', 'contact')`),
  ],
);
