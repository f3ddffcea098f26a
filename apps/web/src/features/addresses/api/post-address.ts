import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressRequest, CustomerAddress } from '@kt/contract/addresses/address';
import { postAddress as postAddressRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { addressesQueryRoot } from './get-addresses-by-kt-id.ts';

export type AddressCreated = { msg: string; address: CustomerAddress };

/**
 * POST /address/post-address/ as JSON with the access token. The server marks the first address
 * 'default' and refuses a 6th with a 409 'You can add only 5 addresses.' (an ApiError).
 */
export function postAddress(request: AddressRequest): Promise<AddressCreated> {
  return callEndpoint(postAddressRoute, { json: request, auth: true });
}

export function usePostAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryRoot }),
  });
}
