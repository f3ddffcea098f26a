import type { FastifyInstance } from 'fastify';
import type { ScheduleRequestEntry, ScheduleStatus } from '@kt/contract/marketplace/dealer-requests';
import { marketplaceEndpoints } from '@kt/contract/marketplace/marketplace.endpoints';
import { notGiven } from '@kt/contract/marketplace/rules';
import { actingDealerId } from '../../platform/auth/guard.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { DealerRequestsRepo } from './dealer-requests.repo.ts';
import type { DealerRequestsService } from './dealer-requests.service.ts';

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
export function dealerRequestsHandlers(
  app: FastifyInstance,
  { repo, service, storage }: { repo: DealerRequestsRepo; service: DealerRequestsService; storage: FileStorage },
) {
  handle(app, marketplaceEndpoints.dealerScheduleRequests, async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => repo.listScheduleRequests(actingDealerId(request), page));
    return items.map(scheduleEntry);
  });

  handle(app, marketplaceEndpoints.dealerScheduleRequest, async (request) =>
    scheduleEntry(await service.decideScheduleRequest(actingDealerId(request), request.params.id, request.body.status)),
  );

  handle(app, marketplaceEndpoints.dealerReachUsMessages, async (request, reply) => {
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

  handle(app, marketplaceEndpoints.dealerRatings, async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => repo.listRatings(actingDealerId(request), page));
    return items.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      // The spec's field name: the review text, or 'N/A' when the visitor wrote none.
      rate_count: row.review ?? notGiven,
      created_at: row.createdAt.toISOString(),
      verified_pickup: row.verifiedPickup,
      reply: row.reply,
    }));
  });

  handle(app, marketplaceEndpoints.dealerInquiries, async (request, reply) => {
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
}
