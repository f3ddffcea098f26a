import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTeamMember } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { pictureItemBody, type PictureItemDraft } from './picture-item-body.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** PATCH /v3/admin/team-members/{id}/ as multipart: the fields, and a new picture dp if one is chosen. 200 with the member. */
export function updateTeamMember({ id, ...draft }: PictureItemDraft & { id: number }): Promise<AdminTeamMember> {
  return callEndpoint(adminRoutes.adminUpdateTeamMember, { params: { id }, body: pictureItemBody(draft, 'title'), auth: true });
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    // A refusal (deleted meanwhile) reads the list again too, so it shows what is true.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.team }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
