import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** DELETE /v3/admin/team-members/{id}/: { msg }; the picture is deleted with it. */
export function deleteTeamMember(id: number): Promise<MsgResponse> {
  return apiFetch<MsgResponse>(adminEndpoints.adminTeamMember(id), { method: 'DELETE', auth: true });
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.team }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
