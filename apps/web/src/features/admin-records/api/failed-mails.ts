import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { FailedMail } from '@kt/contract/admin/messages';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** GET /v3/admin/messages/failed/: mail that failed beyond its retries, newest failure first (the newest 100). */
export function getFailedMails(): Promise<FailedMail[]> {
  return callEndpoint(adminRoutes.adminFailedMails, { auth: true });
}

export function useFailedMails() {
  return useQuery({ queryKey: adminRecordsKeys.failedMails, queryFn: getFailedMails });
}

/** POST /v3/admin/messages/{id}/retry/: queues a failed mail again; 404 once it is not failed any more. */
export function retryFailedMail(id: string): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminRetryMail, { params: { id }, auth: true });
}

/** A mail sent again leaves the list (read again, after a refusal too: it was out of date), and the home's count. */
export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedMail,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRecordsKeys.failedMails }),
        queryClient.invalidateQueries({ queryKey: adminRecordsKeys.summary }),
      ]);
    },
  });
}
