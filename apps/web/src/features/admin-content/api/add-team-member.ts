import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTeamMember } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { pictureItemBody, type PictureItemDraft } from './picture-item-body.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** POST /v3/admin/team-members/ as multipart (name, title, position, the picture dp): 201 with the member. */
export function addTeamMember(draft: PictureItemDraft): Promise<AdminTeamMember> {
  return callEndpoint(adminRoutes.adminAddTeamMember, { body: pictureItemBody(draft, 'title'), auth: true });
}

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.team }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
