import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { TestimonialKind } from '@kt/contract/admin/content-limits';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** DELETE /v3/admin/testimonials/{id}/: { msg }; the picture is deleted with it. */
export function deleteTestimonial(id: number): Promise<MsgResponse> {
  return apiFetch<MsgResponse>(adminEndpoints.adminTestimonial(id), { method: 'DELETE', auth: true });
}

export function useDeleteTestimonial(kind: TestimonialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.testimonials(kind) }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
