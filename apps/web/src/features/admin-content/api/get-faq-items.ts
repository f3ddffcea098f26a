import { useQuery } from '@tanstack/react-query';
import type { AdminFaqItem } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { contentKeys } from './query-keys.ts';

/** GET /v3/admin/faq/: every question with its cleaned answer HTML, by position. */
export function getFaqItems(): Promise<AdminFaqItem[]> {
  return callEndpoint(adminRoutes.adminFaq, { auth: true });
}

export function useFaqItems() {
  return useQuery({ queryKey: contentKeys.faq, queryFn: getFaqItems });
}
