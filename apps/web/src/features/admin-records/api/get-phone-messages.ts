import { useInfiniteQuery } from '@tanstack/react-query';
import type { PhoneMessageList } from '@kt/contract/admin/phone-messages';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { adminRecordsKeys } from './query-keys.ts';

export type PhoneMessageFilter = { channel: PhoneChannel | undefined; state: 'queued' | 'sent' | 'failed' | undefined };

/** GET /v3/admin/phone-messages/?channel=&state=&page=: one page, newest first, with today's SMS budget and the channels' modes. */
export function getPhoneMessages({ channel, state }: PhoneMessageFilter, page: number): Promise<PhoneMessageList> {
  return callEndpoint(adminRoutes.adminPhoneMessages, { query: { channel, state, page }, auth: true });
}

/** Every page read so far; the budget and modes of the newest page (the first), the rows of all. */
export function usePhoneMessages(filter: PhoneMessageFilter) {
  return useInfiniteQuery({
    queryKey: adminRecordsKeys.phoneMessages(filter.channel ?? 'all', filter.state ?? 'all'),
    queryFn: ({ pageParam }) => getPhoneMessages(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.has_more ? page + 1 : undefined),
  });
}
