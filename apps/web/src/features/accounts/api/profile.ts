import { useQuery } from '@tanstack/react-query';
import type { Utype } from '@kt/contract/accounts/fields';
import type { Profile } from '@kt/contract/accounts/profile';
import { customerViewProfile, dealerViewProfile } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function profileQueryKey(utype: Utype, id: number) {
  return ['accounts', 'profile', utype, id] as const;
}

/** GET /v3/api/view-profile/{utype}/{id} with the access token. */
export function getProfile(utype: Utype, id: number): Promise<Profile> {
  return callEndpoint(utype === 'dealer' ? dealerViewProfile : customerViewProfile, { params: { refreshOrId: id }, auth: true });
}

export function useProfile(utype: Utype, id: number) {
  return useQuery({ queryKey: profileQueryKey(utype, id), queryFn: () => getProfile(utype, id) });
}
