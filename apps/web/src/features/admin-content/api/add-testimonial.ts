import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTestimonial } from '@kt/contract/admin/content';
import type { TestimonialKind } from '@kt/contract/admin/content-limits';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { pictureItemBody, type PictureItemDraft } from './picture-item-body.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** POST /v3/admin/testimonials/ as multipart (kind, name, feedback, position, the picture dp): 201 with it. */
export function addTestimonial({ kind, ...draft }: PictureItemDraft & { kind: TestimonialKind }): Promise<AdminTestimonial> {
  return callEndpoint(adminRoutes.adminAddTestimonial, { body: pictureItemBody(draft, 'feedback', { kind }), auth: true });
}

export function useAddTestimonial(kind: TestimonialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: PictureItemDraft) => addTestimonial({ ...draft, kind }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.testimonials(kind) }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
