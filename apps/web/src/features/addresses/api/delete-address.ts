import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@kt/contract/messages';
import { deleteAddress as deleteAddressRoute } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { addressesQueryRoot } from './get-addresses-by-kt-id.ts';

/**
 * GET /address/delete-address/{id}/ with the access token (a GET, as spec 7 has it). The spec's
 * answer is 202 with a `successful` field; anything else is a failure.
 */
export async function deleteAddress(id: number): Promise<string> {
  // Checked, not trusted: any other 2xx answer is not the spec's deletion.
  const answer: { successful?: unknown } | undefined = await callEndpoint(deleteAddressRoute, { params: { id }, auth: true });
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
