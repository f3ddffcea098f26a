import type { ReachUsEntry } from '@kt/contract/marketplace/dealer-requests';
import { dealerReachUsMessages } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { dealerRequestsKey } from '../request-kinds.ts';

/** GET /dealer/api/requests/messages/: one page of the reach-us messages, newest first. */
export function getReachUsMessages(path?: string): Promise<ListPage<ReachUsEntry>> {
  return apiFetchPage<ReachUsEntry>(path ?? pathOf(dealerReachUsMessages), { auth: true });
}

export function useReachUsMessages(viewer: string) {
  return useListPages(dealerRequestsKey('messages', viewer), getReachUsMessages);
}
