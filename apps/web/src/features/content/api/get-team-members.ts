import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@kt/contract/content/website-content';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v3/WebsiteContent/team-members/ */
export function getTeamMembers(): Promise<TeamMember[]> {
  return apiFetch<TeamMember[]>(endpoints.teamMembers);
}

export function useTeamMembers() {
  return useQuery({ queryKey: ['content', 'team-members'], queryFn: getTeamMembers, staleTime: 5 * 60_000 });
}
