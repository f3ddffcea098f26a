import { useQuery } from '@tanstack/react-query';
import type { AdminFaqItem } from '@kt/contract/admin/content';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

/** GET /v3/admin/faq/: every question with its cleaned answer HTML, by position. */
export function getFaqItems(): Promise<AdminFaqItem[]> {
  return apiFetch<AdminFaqItem[]>(adminEndpoints.adminFaq, { auth: true });
}

export function useFaqItems() {
  return useQuery({ queryKey: contentKeys.faq, queryFn: getFaqItems });
}
