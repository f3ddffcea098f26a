import { useQuery } from '@tanstack/react-query';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { addressesByKtId } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** Every address query starts with this; a change to the caller's addresses refreshes them all. */
export const addressesQueryRoot = ['addresses'] as const;

/** GET /address/get-address-by-ktid/{KT_ID}/ with the access token: the caller's saved addresses. */
export function getAddressesByKtId(ktId: string): Promise<CustomerAddress[]> {
  return callEndpoint(addressesByKtId, { params: { ktId }, auth: true });
}

export function useAddressesByKtId(ktId: string) {
  return useQuery({ queryKey: [...addressesQueryRoot, 'kt-id', ktId], queryFn: () => getAddressesByKtId(ktId) });
}
