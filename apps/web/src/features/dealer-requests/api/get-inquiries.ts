import type { InquiryEntry } from '@kt/contract/marketplace/dealer-requests';
import { dealerInquiries } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { dealerRequestsKey } from '../request-kinds.ts';

/** GET /dealer/api/requests/inquiries/: one page of the inquiries customers sent from /sell/sellitem, newest first. */
export function getInquiries(path?: string): Promise<ListPage<InquiryEntry>> {
  return apiFetchPage<InquiryEntry>(path ?? pathOf(dealerInquiries), { auth: true });
}

export function useInquiries(viewer: string) {
  return useListPages(dealerRequestsKey('inquiries', viewer), getInquiries);
}
