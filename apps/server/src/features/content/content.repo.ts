import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { faqItems, formSubmissions, teamMembers, testimonials, votes } from '../../platform/db/schema/index.ts';

export type NewSubmission = typeof formSubmissions.$inferInsert;

export function createContentRepo(db: Db) {
  return {
    async tally(pollId: number) {
      const rows = await db
        .select({ status: votes.status, n: count() })
        .from(votes)
        .where(eq(votes.pollId, pollId))
        .groupBy(votes.status);
      const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
      return { yes: of('Yes'), no: of('No') };
    },

    /** Records the vote unless this address voted in this poll; then returns the earlier choice. */
    async castVote(pollId: number, voterAddress: string, status: 'Yes' | 'No') {
      const inserted = await db
        .insert(votes)
        .values({ pollId, voterAddress, status })
        .onConflictDoNothing()
        .returning({ id: votes.id });
      if (inserted.length > 0) return { isNew: true as const };
      const [earlier] = await db
        .select({ status: votes.status })
        .from(votes)
        .where(and(eq(votes.pollId, pollId), eq(votes.voterAddress, voterAddress)));
      return { isNew: false as const, earlierChoice: (earlier?.status ?? status) as 'Yes' | 'No' };
    },

    listTeam: () => db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.id)),
    listTestimonials: (kind: 'working_team' | 'happy_customer') =>
      db.select().from(testimonials).where(eq(testimonials.kind, kind)).orderBy(asc(testimonials.position), asc(testimonials.id)),
    listFaq: () => db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id)),

    async addSubmission(submission: NewSubmission) {
      await db.insert(formSubmissions).values(submission);
    },
  };
}
export type ContentRepo = ReturnType<typeof createContentRepo>;
