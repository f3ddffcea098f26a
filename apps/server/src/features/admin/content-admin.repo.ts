import { asc, desc, eq, sql } from 'drizzle-orm';
import { contentLimits, type TestimonialKind } from '@kt/contract/admin/content-limits';
import type { Db } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { dealerInitiatives, faqItems, teamMembers, testimonials, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { recordAdminAction } from './admin.repo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type FaqRow = typeof faqItems.$inferSelect;

export type TeamMemberValues = { name: string; title: string; photoKey: string; position?: number | undefined };
export type TeamMemberPatch = { name?: string | undefined; title?: string | undefined; photoKey?: string | undefined; position?: number | undefined };
export type TestimonialValues = { kind: TestimonialKind; name: string; feedback: string; photoKey: string; position?: number | undefined };
export type TestimonialPatch = {
  kind?: TestimonialKind | undefined;
  name?: string | undefined;
  feedback?: string | undefined;
  photoKey?: string | undefined;
  position?: number | undefined;
};
export type FaqValues = { question: string; answerHtml: string; position?: number | undefined };
export type FaqPatch = { question?: string | undefined; answerHtml?: string | undefined; position?: number | undefined };

/** Only the fields a change names: an absent field keeps its value. */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The position after the last one: a new item without a position goes to the end. */
async function nextPosition(tx: Tx, table: typeof teamMembers | typeof testimonials | typeof faqItems) {
  const [row] = await tx.select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)`.mapWith(Number) }).from(table);
  return Math.min(row?.next ?? 0, contentLimits.positionMax);
}

/** Short, for the audit log's detail. */
const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * The site content an admin edits (issue 15). Each change and its audit row are one
 * transaction; the picture key a change replaced or a removal left behind comes back, so the
 * route deletes that file once the change is committed.
 */
export function createContentAdminRepo(db: Db, jobs: Pick<Jobs, 'sendMail'>) {
  return {
    listTeam: () => db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.id)),

    addTeamMember(adminId: number, values: TeamMemberValues) {
      return db.transaction(async (tx) => {
        const position = values.position ?? (await nextPosition(tx, teamMembers));
        const [row] = await tx.insert(teamMembers).values({ ...values, position }).returning();
        if (!row) throw new Error('team member not inserted');
        await recordAdminAction(tx, { adminId, action: 'team-member.create', targetKind: 'team_member', targetId: row.id, detail: `${row.name} (${row.title})` });
        return row;
      });
    },

    /** The member as changed and the picture key it had, or undefined when there is none. */
    updateTeamMember(adminId: number, id: number, patch: TeamMemberPatch) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx.update(teamMembers).set(definedOnly(patch)).where(eq(teamMembers.id, id)).returning();
        if (!row) return undefined;
        await recordAdminAction(tx, { adminId, action: 'team-member.update', targetKind: 'team_member', targetId: id, detail: `${row.name} (${row.title})` });
        return { row, previousPhotoKey: before.photoKey };
      });
    },

    deleteTeamMember(adminId: number, id: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
        if (!row) return undefined;
        await recordAdminAction(tx, { adminId, action: 'team-member.delete', targetKind: 'team_member', targetId: id, detail: `${row.name} (${row.title})` });
        return row;
      });
    },

    listTestimonials: (kind: TestimonialKind) =>
      db.select().from(testimonials).where(eq(testimonials.kind, kind)).orderBy(asc(testimonials.position), asc(testimonials.id)),

    addTestimonial(adminId: number, values: TestimonialValues) {
      return db.transaction(async (tx) => {
        const position = values.position ?? (await nextPosition(tx, testimonials));
        const [row] = await tx.insert(testimonials).values({ ...values, position }).returning();
        if (!row) throw new Error('testimonial not inserted');
        await recordAdminAction(tx, { adminId, action: 'testimonial.create', targetKind: 'testimonial', targetId: row.id, detail: `${row.kind}: ${row.name}` });
        return row;
      });
    },

    updateTestimonial(adminId: number, id: number, patch: TestimonialPatch) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx.update(testimonials).set(definedOnly(patch)).where(eq(testimonials.id, id)).returning();
        if (!row) return undefined;
        await recordAdminAction(tx, { adminId, action: 'testimonial.update', targetKind: 'testimonial', targetId: id, detail: `${row.kind}: ${row.name}` });
        return { row, previousPhotoKey: before.photoKey };
      });
    },

    deleteTestimonial(adminId: number, id: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
        if (!row) return undefined;
        await recordAdminAction(tx, { adminId, action: 'testimonial.delete', targetKind: 'testimonial', targetId: id, detail: `${row.kind}: ${row.name}` });
        return row;
      });
    },

    listFaq: () => db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id)),

    addFaqItem(adminId: number, values: FaqValues) {
      return db.transaction(async (tx) => {
        const position = values.position ?? (await nextPosition(tx, faqItems));
        const [row] = await tx.insert(faqItems).values({ ...values, position }).returning();
        if (!row) throw new Error('FAQ item not inserted');
        await recordAdminAction(tx, { adminId, action: 'faq.create', targetKind: 'faq_item', targetId: row.id, detail: excerpt(row.question) });
        return row;
      });
    },

    updateFaqItem(adminId: number, id: number, patch: FaqPatch) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(faqItems).set(definedOnly(patch)).where(eq(faqItems.id, id)).returning();
        if (!row) return undefined;
        await recordAdminAction(tx, { adminId, action: 'faq.update', targetKind: 'faq_item', targetId: id, detail: excerpt(row.question) });
        return row;
      });
    },

    deleteFaqItem(adminId: number, id: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(faqItems).where(eq(faqItems.id, id)).returning();
        if (!row) return undefined;
        await recordAdminAction(tx, { adminId, action: 'faq.delete', targetKind: 'faq_item', targetId: id, detail: excerpt(row.question) });
        return row;
      });
    },

    /** One page of every dealer's initiatives (active or not), newest first. */
    listInitiatives(page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: dealerInitiatives.id,
          dealerId: dealerInitiatives.dealerId,
          dealerKtId: users.ktId,
          dealerName: users.username,
          message: dealerInitiatives.message,
          photoKey: dealerInitiatives.photoKey,
          createdAt: dealerInitiatives.createdAt,
          pageKeyAt: timeIdKeyAt(dealerInitiatives.createdAt),
        })
        .from(dealerInitiatives)
        .innerJoin(users, eq(users.id, dealerInitiatives.dealerId))
        .where(afterTimeIdKey(dealerInitiatives.createdAt, dealerInitiatives.id, page.after, 'newest'))
        .orderBy(desc(dealerInitiatives.createdAt), desc(dealerInitiatives.id))
        .limit(page.limit);
    },

    /**
     * Removes a dealer's initiative and records why; answers what the dealer's e-mail and the
     * photo's deletion need, or undefined when there is no such initiative.
     */
    /** Removes an initiative with its audit row and the dealer's mail (`mailFor`), in one transaction. */
    removeInitiative(adminId: number, id: number, reason: string, mailFor: (removed: { message: string; dealer: { email: string; username: string; language: string } }) => MailMessage) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(dealerInitiatives).where(eq(dealerInitiatives.id, id)).returning();
        if (!row) return undefined;
        const [dealer] = await tx
          .select({ id: users.id, email: users.email, username: users.username, ktId: users.ktId, language: users.language })
          .from(users)
          .where(eq(users.id, row.dealerId));
        if (!dealer) return undefined;
        await recordAdminAction(tx, {
          adminId,
          action: 'initiative.remove',
          targetKind: 'dealer_initiative',
          targetId: id,
          detail: `${excerpt(row.message)} of ${dealer.username} (${dealer.ktId}): ${reason}`,
        });
        await jobs.sendMail(tx, mailFor({ message: row.message, dealer }));
        return { initiative: row, dealer };
      });
    },
  };
}

export type ContentAdminRepo = ReturnType<typeof createContentAdminRepo>;
