import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { dealerRatings, inquiries, reachUsMessages, scheduleRequests } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

/** One page of a list: `limit` rows after the key `after` (see platform/http/paging.ts). */
type PageRead = { limit: number; after: TimeIdKey | undefined };

const scheduleColumns = {
  id: scheduleRequests.id,
  pageKeyAt: timeIdKeyAt(scheduleRequests.createdAt),
  selectDate: scheduleRequests.selectDate,
  selectTime: scheduleRequests.selectTime,
  name: scheduleRequests.name,
  email: scheduleRequests.email,
  phone: scheduleRequests.phone,
  pincode: scheduleRequests.pincode,
  stateAndCountry: scheduleRequests.stateAndCountry,
  address: scheduleRequests.address,
  status: scheduleRequests.status,
  createdAt: scheduleRequests.createdAt,
};

/**
 * What visitors sent a dealer from the marketplace page (schedule requests, reach-us messages,
 * ratings) and from /sell/sellitem (inquiries): each list the dealer's own, newest first, read
 * as a range of its (dealer_id, created_at desc, id desc) index.
 */
export function createDealerRequestsRepo(db: Db) {
  return {
    listScheduleRequests(dealerId: number, page: PageRead) {
      return db
        .select(scheduleColumns)
        .from(scheduleRequests)
        .where(
          and(eq(scheduleRequests.dealerId, dealerId), afterTimeIdKey(scheduleRequests.createdAt, scheduleRequests.id, page.after, 'newest')),
        )
        .orderBy(desc(scheduleRequests.createdAt), desc(scheduleRequests.id))
        .limit(page.limit);
    },

    /**
     * Marks the dealer's New request Done or Declined, in one statement: of two clicks at once
     * only one finds it New. 'decided' with the row; 'decided already'; or 'missing' when there
     * is no such request of this dealer (another dealer's looks the same as none).
     */
    async decideScheduleRequest(dealerId: number, id: number, status: 'Done' | 'Declined') {
      const ownRequest = and(eq(scheduleRequests.id, id), eq(scheduleRequests.dealerId, dealerId));
      const [row] = await db
        .update(scheduleRequests)
        .set({ status, decidedAt: new Date() })
        .where(and(ownRequest, eq(scheduleRequests.status, 'New')))
        .returning(scheduleColumns);
      if (row) return { outcome: 'decided' as const, row };
      const [existing] = await db.select({ id: scheduleRequests.id }).from(scheduleRequests).where(ownRequest);
      return existing ? { outcome: 'decided already' as const } : { outcome: 'missing' as const };
    },

    listReachUsMessages(dealerId: number, page: PageRead) {
      return db
        .select({
          id: reachUsMessages.id,
          pageKeyAt: timeIdKeyAt(reachUsMessages.createdAt),
          subject: reachUsMessages.subject,
          name: reachUsMessages.name,
          email: reachUsMessages.email,
          phone: reachUsMessages.phone,
          message: reachUsMessages.message,
          createdAt: reachUsMessages.createdAt,
        })
        .from(reachUsMessages)
        .where(and(eq(reachUsMessages.dealerId, dealerId), afterTimeIdKey(reachUsMessages.createdAt, reachUsMessages.id, page.after, 'newest')))
        .orderBy(desc(reachUsMessages.createdAt), desc(reachUsMessages.id))
        .limit(page.limit);
    },

    listRatings(dealerId: number, page: PageRead) {
      return db
        .select({
          id: dealerRatings.id,
          pageKeyAt: timeIdKeyAt(dealerRatings.createdAt),
          rating: dealerRatings.rating,
          review: dealerRatings.review,
          createdAt: dealerRatings.createdAt,
          verifiedPickup: dealerRatings.verifiedPickup,
          reply: dealerRatings.reply,
        })
        .from(dealerRatings)
        .where(and(eq(dealerRatings.dealerId, dealerId), afterTimeIdKey(dealerRatings.createdAt, dealerRatings.id, page.after, 'newest')))
        .orderBy(desc(dealerRatings.createdAt), desc(dealerRatings.id))
        .limit(page.limit);
    },

    listInquiries(dealerId: number, page: PageRead) {
      return db
        .select({
          id: inquiries.id,
          pageKeyAt: timeIdKeyAt(inquiries.createdAt),
          customerName: inquiries.customerName,
          phone: inquiries.phone,
          email: inquiries.email,
          itemName: inquiries.itemName,
          itemPicKey: inquiries.itemPicKey,
          quantity: inquiries.quantity,
          description: inquiries.description,
          createdAt: inquiries.createdAt,
        })
        .from(inquiries)
        .where(and(eq(inquiries.dealerId, dealerId), afterTimeIdKey(inquiries.createdAt, inquiries.id, page.after, 'newest')))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(page.limit);
    },
  };
}
export type DealerRequestsRepo = ReturnType<typeof createDealerRequestsRepo>;
