import type { ScheduleRequestEntry } from '@kt/contract/marketplace/dealer-requests';
import { dealerScheduleRequests } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { dealerRequestsKey } from '../request-kinds.ts';

/**
 * GET /dealer/api/requests/schedule/: one page of the pickups visitors asked for on the
 * marketplace page, newest first; the first page without `path`, a next one from the path the
 * previous page named. The server knows the dealer from the token (an employee's is their dealer).
 */
export function getScheduleRequests(path?: string): Promise<ListPage<ScheduleRequestEntry>> {
  return apiFetchPage<ScheduleRequestEntry>(path ?? pathOf(dealerScheduleRequests), { auth: true });
}

export function useScheduleRequests(viewer: string) {
  return useListPages(dealerRequestsKey('pickups', viewer), getScheduleRequests);
}
