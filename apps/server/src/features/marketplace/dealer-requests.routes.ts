import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import {
  ZInquiryList,
  ZRatingList,
  ZReachUsList,
  ZScheduleRequestEntry,
  ZScheduleRequestList,
  ZScheduleStatusChange,
  type ScheduleRequestEntry,
  type ScheduleStatus,
} from '@kt/contract/marketplace/dealer-requests';
import { notGiven } from '@kt/contract/marketplace/rules';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { actingDealerId, authenticate } from '../../platform/auth/guard.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { createDealerRequestsRepo, type DealerRequestsRepo } from './dealer-requests.repo.ts';

type ScheduleRequestRow = Awaited<ReturnType<DealerRequestsRepo['listScheduleRequests']>>[number];

function scheduleEntry(row: ScheduleRequestRow): ScheduleRequestEntry {
  return {
    id: row.id,
    select_date: row.selectDate,
    select_time: row.selectTime,
    name: row.name,
    email: row.email,
    phone_number: row.phone,
    pincode: row.pincode,
    state_n_country: row.stateAndCountry,
    address: row.address,
    // The table's check constraint holds status to these values.
    status: row.status as ScheduleStatus,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The dealer's 'Requests' lists: what visitors sent them from the marketplace page (pickups to
 * schedule, reach-us messages, ratings) and the inquiries from /sell/sellitem. The dealer and
 * their employees see the dealer's own; each list is paged newest first, as a bare list with a
 * `Link: <…>; rel="next"` header.
 */
export const dealerRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const repo = createDealerRequestsRepo(db);
  const dealerSide = authenticate('dealer', 'employee');
  const listOptions = <T extends z.ZodType>(list: T) => ({
    onRequest: dealerSide,
    schema: { querystring: ZPageQuery, response: { 200: list } },
  });

  app.get(endpoints.dealerScheduleRequests, listOptions(ZScheduleRequestList), async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => repo.listScheduleRequests(actingDealerId(request), page));
    return items.map(scheduleEntry);
  });

  app.patch(
    '/dealer/api/requests/schedule/:id/',
    {
      onRequest: dealerSide,
      schema: { params: z.object({ id: ZId }), body: ZScheduleStatusChange, response: { 200: ZScheduleRequestEntry } },
    },
    async (request) => {
      const result = await repo.decideScheduleRequest(actingDealerId(request), request.params.id, request.body.status);
      // One answer for 'another dealer's' and 'not there', so ids cannot be probed.
      if (result.outcome === 'missing') throw new AppError('NOT_FOUND', messages.marketplaceArea.requestNotFound);
      if (result.outcome === 'decided already') throw new AppError('CONFLICT', messages.marketplaceArea.requestAlreadyDecided);
      return scheduleEntry(result.row);
    },
  );

  app.get(endpoints.dealerReachUsMessages, listOptions(ZReachUsList), async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => repo.listReachUsMessages(actingDealerId(request), page));
    return items.map((row) => ({
      id: row.id,
      subject: row.subject,
      name: row.name,
      email: row.email,
      phone_number: row.phone,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    }));
  });

  app.get(endpoints.dealerRatings, listOptions(ZRatingList), async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => repo.listRatings(actingDealerId(request), page));
    return items.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      // The spec's field name: the review text, or 'N/A' when the visitor wrote none.
      rate_count: row.review ?? notGiven,
      created_at: row.createdAt.toISOString(),
    }));
  });

  app.get(endpoints.dealerInquiries, listOptions(ZInquiryList), async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => repo.listInquiries(actingDealerId(request), page));
    return items.map((row) => ({
      id: row.id,
      customer_name: row.customerName,
      phone: row.phone,
      email: row.email,
      itemName: row.itemName,
      itemPic: row.itemPicKey ? storage.urlFor(row.itemPicKey) : null,
      quantity: row.quantity,
      description: row.description,
      created_at: row.createdAt.toISOString(),
    }));
  });
};
