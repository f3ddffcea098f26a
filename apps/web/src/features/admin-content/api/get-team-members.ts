import { useQuery } from '@tanstack/react-query';
import type { AdminTeamMember } from '@kt/contract/admin/content';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

/** GET /v3/admin/team-members/: the whole team, by position. */
export function getTeamMembers(): Promise<AdminTeamMember[]> {
  return apiFetch<AdminTeamMember[]>(adminEndpoints.adminTeamMembers, { auth: true });
}

export function useTeamMembers() {
  return useQuery({ queryKey: contentKeys.team, queryFn: getTeamMembers });
}
