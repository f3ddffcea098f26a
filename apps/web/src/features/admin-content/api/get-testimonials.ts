import { useQuery } from '@tanstack/react-query';
import type { AdminTestimonial } from '@kt/contract/admin/content';
import type { TestimonialKind } from '@kt/contract/admin/content-limits';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { contentKeys } from './query-keys.ts';

/** GET /v3/admin/testimonials/?kind=…: the working team or the happy customers, by position. */
export function getTestimonials(kind: TestimonialKind): Promise<AdminTestimonial[]> {
  return callEndpoint(adminRoutes.adminTestimonials, { query: { kind }, auth: true });
}

export function useTestimonials(kind: TestimonialKind) {
  return useQuery({ queryKey: contentKeys.testimonials(kind), queryFn: () => getTestimonials(kind) });
}
