import { useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@kt/contract/content/website-content';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v3/WebsiteContent/faq/: `ans` is HTML the server has sanitised. */
export function getFaq(): Promise<FaqItem[]> {
  return apiFetch<FaqItem[]>(endpoints.faq);
}

export function useFaq() {
  return useQuery({ queryKey: ['content', 'faq'], queryFn: getFaq, staleTime: 5 * 60_000 });
}
