import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** POST /v3/admin/test-mail/: a test mail to the signed-in admin's own address. */
export function sendTestMail(): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminTestMail, { auth: true });
}

/** The home's getting-started list reads the test mail as sent once this succeeds. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRecordsKeys.summary }),
  });
}
