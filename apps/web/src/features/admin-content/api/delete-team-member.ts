import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** DELETE /v3/admin/team-members/{id}/: { msg }; the picture is deleted with it. */
export function deleteTeamMember(id: number): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminDeleteTeamMember, { params: { id }, auth: true });
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.team }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
