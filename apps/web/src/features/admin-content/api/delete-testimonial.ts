import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { TestimonialKind } from '@kt/contract/admin/content-limits';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** DELETE /v3/admin/testimonials/{id}/: { msg }; the picture is deleted with it. */
export function deleteTestimonial(id: number): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminDeleteTestimonial, { params: { id }, auth: true });
}

export function useDeleteTestimonial(kind: TestimonialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.testimonials(kind) }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
