import { useQuery } from '@tanstack/react-query';
import type { AdminTestimonial } from '@kt/contract/admin/content';
import type { TestimonialKind } from '@kt/contract/admin/content-limits';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

/** GET /v3/admin/testimonials/?kind=…: the working team or the happy customers, by position. */
export function getTestimonials(kind: TestimonialKind): Promise<AdminTestimonial[]> {
  return apiFetch<AdminTestimonial[]>(`${adminEndpoints.adminTestimonials}?${new URLSearchParams({ kind }).toString()}`, { auth: true });
}

export function useTestimonials(kind: TestimonialKind) {
  return useQuery({ queryKey: contentKeys.testimonials(kind), queryFn: () => getTestimonials(kind) });
}
