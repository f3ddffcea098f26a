import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { TeamCarousel } from './team-carousel.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

/** Issue 15: a public section with no content is hidden (a production start has no team or testimonials). */
describe('content sections with nothing to show', () => {
  it.each([
    ['the team carousel (About)', <TeamCarousel key="team" />, routes.teamMembers],
    ["'Our Happy Members' (Join Us)", <TestimonialCarousel key="members" source="working-team-members" title="Our Happy Members" />, routes.workingTeamMembers],
    ["'Our Happy Customers' (Sell)", <TestimonialCarousel key="customers" source="happy-customers" title="Our Happy Customers" />, routes.happyCustomers],
  ])('hides %s when the list is empty', async (_name, element, route) => {
    const list = stubEndpoint(route, []);
    const { queryClient } = renderPage(element);
    await waitFor(() => expect(list.calls).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the team carousel once members are loaded', async () => {
    stubEndpoint(routes.teamMembers, [{ name: 'A Member', title: 'Operations', dp: 'http://localhost/media/a.png' }]);
    renderPage(<TeamCarousel />);
    expect(await screen.findByRole('heading', { name: 'Our Team Members' })).toBeTruthy();
  });
});
