import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@kt/contract/endpoints';
import { messages } from '@kt/contract/messages';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { addressesQueryRoot } from './get-addresses-by-kt-id.ts';

/**
 * GET /address/delete-address/{id}/ with the access token (a GET, as spec 7 has it). The spec's
 * answer is 202 with a `successful` field; anything else is a failure.
 */
export async function deleteAddress(id: number): Promise<string> {
  const answer = await apiFetch<{ successful?: unknown } | undefined>(endpoints.deleteAddress(id), { auth: true });
  if (typeof answer?.successful !== 'string') throw new ApiError(200, 'INTERNAL', messages.general.loadFailed, undefined, answer);
  return answer.successful;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryRoot }),
  });
}
