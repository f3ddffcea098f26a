import { useQuery } from '@tanstack/react-query';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { addressesByKtId } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/**
 * GET /address/get-address-by-ktid/{KT_ID}/ with the access token: the customer's saved addresses,
 * offered on the pickup address step (issue 28). The key is the address book's, so an address
 * saved there shows here too.
 */
export function getSavedAddresses(ktId: string): Promise<CustomerAddress[]> {
  return callEndpoint(addressesByKtId, { params: { ktId }, auth: true });
}

/** Only a customer has saved addresses: `ktId` null (a dealer selling on) asks nothing. */
export function useSavedAddresses(ktId: string | null) {
  return useQuery({
    queryKey: ['addresses', 'kt-id', ktId],
    queryFn: () => getSavedAddresses(ktId as string),
    enabled: ktId !== null,
  });
}
