import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { networkFailure, stubEndpoint } from '../../test/api-stubs.ts';
import { renderPage } from '../../test-render.tsx';
import { Footer } from './footer.tsx';

function quickLinks() {
  return within(screen.getByRole('navigation', { name: 'Quick links' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Footer', () => {
  it("hides 'Our Team' while no team member is published (issue 28)", async () => {
    stubEndpoint(routes.siteSettings, networkFailure);
    const team = stubEndpoint(routes.teamMembers, []);
    renderPage(<Footer />);
    await waitFor(() => expect(team.calls).toHaveLength(1));
    expect(quickLinks()).not.toContain('Our Team');
    expect(quickLinks()).toContain('Our Vision');
  });

  it("links 'Our Team' to /#ourteam once a team is published", async () => {
    stubEndpoint(routes.siteSettings, networkFailure);
    stubEndpoint(routes.teamMembers, [{ name: 'Asha Verma', title: 'Founder', dp: '/media/team/asha.webp' }]);
    renderPage(<Footer />);
    expect(await screen.findByRole('link', { name: 'Our Team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Our Team' }).getAttribute('href')).toBe('/#ourteam');
  });
});
