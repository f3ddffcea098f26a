import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@kt/contract/content/website-content';
import { faq as faqRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** GET /v3/WebsiteContent/faq/: `ans` is HTML the server has sanitised. */
export function getFaq(): Promise<FaqItem[]> {
  return callEndpoint(faqRoute);
}

export const faqQuery = queryOptions({ queryKey: ['content', 'faq'], queryFn: getFaq, staleTime: 5 * 60_000 });

export function useFaq() {
  return useQuery(faqQuery);
}
