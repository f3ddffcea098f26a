import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@kt/contract/content/website-content';
import { happyCustomers, workingTeamMembers } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** The two testimonial lists share one shape: working team members (Join Us) and happy customers (Sell). */
export type TestimonialSource = 'working-team-members' | 'happy-customers';

const routeOf = {
  'working-team-members': workingTeamMembers,
  'happy-customers': happyCustomers,
} as const;

/** GET /v3/WebsiteContent/working-team-members/ or /v3/WebsiteContent/happy-customers/ */
export function getTestimonials(source: TestimonialSource): Promise<Testimonial[]> {
  return callEndpoint(routeOf[source]);
}

export function testimonialsQuery(source: TestimonialSource) {
  return queryOptions({ queryKey: ['content', source], queryFn: () => getTestimonials(source), staleTime: 5 * 60_000 });
}

export function useTestimonials(source: TestimonialSource) {
  return useQuery(testimonialsQuery(source));
}
