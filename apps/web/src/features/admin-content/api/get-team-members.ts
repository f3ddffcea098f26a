import { useQuery } from '@tanstack/react-query';
import type { AdminTeamMember } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { contentKeys } from './query-keys.ts';

/** GET /v3/admin/team-members/: the whole team, by position. */
export function getTeamMembers(): Promise<AdminTeamMember[]> {
  return callEndpoint(adminRoutes.adminTeamMembers, { auth: true });
}

export function useTeamMembers() {
  return useQuery({ queryKey: contentKeys.team, queryFn: getTeamMembers });
}
