import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@kt/contract/content/website-content';
import { teamMembers } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** GET /v3/WebsiteContent/team-members/ */
export function getTeamMembers(): Promise<TeamMember[]> {
  return callEndpoint(teamMembers);
}

export const teamMembersQuery = queryOptions({ queryKey: ['content', 'team-members'], queryFn: getTeamMembers, staleTime: 5 * 60_000 });

export function useTeamMembers() {
  return useQuery(teamMembersQuery);
}
