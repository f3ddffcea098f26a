import { useQuery } from '@tanstack/react-query';
import { priceListQuery } from './area-requests.ts';

/** Every price set in the pincode; the read the route loader started, when it did. */
export function usePriceList(pincode: string) {
  return useQuery(priceListQuery(pincode));
}
