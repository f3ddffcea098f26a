import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@kt/contract/content/website-content';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

/** The two testimonial lists share one shape: working team members (Join Us) and happy customers (Sell). */
export type TestimonialSource = 'working-team-members' | 'happy-customers';

const pathOf: Record<TestimonialSource, string> = {
  'working-team-members': endpoints.workingTeamMembers,
  'happy-customers': endpoints.happyCustomers,
};

/** GET /v3/WebsiteContent/working-team-members/ or /v3/WebsiteContent/happy-customers/ */
export function getTestimonials(source: TestimonialSource): Promise<Testimonial[]> {
  return apiFetch<Testimonial[]>(pathOf[source]);
}

export function useTestimonials(source: TestimonialSource) {
  return useQuery({ queryKey: ['content', source], queryFn: () => getTestimonials(source), staleTime: 5 * 60_000 });
}
