import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupPincode, type PincodeArea } from '../../../lib/pincode.ts';

export function areaQueryKey(pincode: string) {
  return ['selling', 'area', pincode] as const;
}

/** The city and state of a pincode (GET /pincode/{pincode}); null when it has no post office. */
export function areaQuery(pincode: string) {
  return queryOptions<PincodeArea | null>({
    queryKey: areaQueryKey(pincode),
    queryFn: () => lookupPincode(pincode),
    // A pincode's district and state do not change while the page is open.
    staleTime: Infinity,
  });
}

export function useArea(pincode: string) {
  return useQuery(areaQuery(pincode));
}
