import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTestimonial } from '@kt/contract/admin/content';
import type { TestimonialKind } from '@kt/contract/admin/content-limits';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { pictureItemBody, type PictureItemDraft } from './picture-item-body.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** PATCH /v3/admin/testimonials/{id}/ as multipart: the fields, and a new picture dp if one is chosen. 200 with it. */
export function updateTestimonial({ id, ...draft }: PictureItemDraft & { id: number }): Promise<AdminTestimonial> {
  return callEndpoint(adminRoutes.adminUpdateTestimonial, { params: { id }, body: pictureItemBody(draft, 'feedback'), auth: true });
}

export function useUpdateTestimonial(kind: TestimonialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.testimonials(kind) }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
