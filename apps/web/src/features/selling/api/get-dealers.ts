import { useQuery } from '@tanstack/react-query';
import { dealersQuery } from './area-requests.ts';

/** The dealers serving the pincode; the read the route loader started, when it did. */
export function useDealers(pincode: string) {
  return useQuery(dealersQuery(pincode));
}
