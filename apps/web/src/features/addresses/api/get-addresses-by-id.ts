import { useQuery } from '@tanstack/react-query';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { addressesById } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { addressesQueryRoot } from './get-addresses-by-kt-id.ts';

/** GET /address/get-address/{id}/ with the access token (the /address stub page, spec 7). */
export function getAddressesById(id: number): Promise<CustomerAddress[]> {
  return callEndpoint(addressesById, { params: { id }, auth: true });
}

export function useAddressesById(id: number) {
  return useQuery({ queryKey: [...addressesQueryRoot, 'id', id], queryFn: () => getAddressesById(id) });
}
