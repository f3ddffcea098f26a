import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountType } from '@kt/contract/accounts/account-types';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../test-support.ts';
import { networkFailure, stubEndpoint } from '../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { DealerAreaLayout } from './dealer-area-layout.tsx';

function renderDealerArea(accountType: AccountType, start: string) {
  browserStorage.setAuth(makeAuthRecord(accountType));
  const router = createMemoryRouter([{ element: <DealerAreaLayout />, children: [{ path: start, element: <h1>Page</h1> }] }], {
    initialEntries: [start],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The links of a menu, without the language switch's. */
const menuLinks = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .filter((link) => !link.closest('.language-switch'));

afterEach(backToEnglish);

describe('the dealer menu in Hindi (issue 29)', () => {
  // The public footer under the area reads the site's settings and the team: not looked at here, as offline.
  beforeEach(() => {
    stubEndpoint(routes.siteSettings, networkFailure);
    stubEndpoint(routes.teamMembers, networkFailure);
  });

  it("names the dealer's entries and the menu itself in Hindi, and keeps their addresses", async () => {
    await inLanguage('hi');
    renderDealerArea('Recycler', '/dealer/home');
    const menu = screen.getByRole('navigation', { name: 'डीलर मेनू' });
    const byName = new Map(menuLinks(menu).map((link) => [link.textContent, link.getAttribute('href')]));
    expect(byName.get('डैशबोर्ड')).toBe('/dealer/home');
    expect(byName.get('पिकअप')).toBe('/dealer/pickup');
    expect(byName.get('अनुरोध')).toBe('/dealer/requests');
    expect(byName.get('वॉलेट')).toBe('/dealer/wallet');
    expect(byName.get('सेटिंग्स')).toBe('/dealer/settings');
    expect(byName.get('प्रोफ़ाइल')).toBe('/dealer/profile');
    for (const english of ['Dashboard', 'Pickups', 'Requests', 'Wallet', 'Settings', 'Profile']) expect(byName.has(english)).toBe(false);
    expect(screen.getByRole('button', { name: 'डीलर मेनू' })).toBeTruthy();
  });

  it("gives an employee the Hindi entries of their shorter menu", async () => {
    await inLanguage('hi');
    renderDealerArea('Employee', '/dealer/requests');
    const names = menuLinks(screen.getByRole('navigation', { name: 'डीलर मेनू' })).map((link) => link.textContent);
    expect(names.slice(0, 2)).toEqual(['पिकअप', 'अनुरोध']);
    expect(names).toHaveLength(3);
  });

  it('offers the language switch in the menu and in the drawer, with English to go back to', async () => {
    await inLanguage('hi');
    renderDealerArea('Kabadi', '/dealer/home');
    const side = within(screen.getByRole('navigation', { name: 'डीलर मेनू' }));
    expect(side.getByText('हिंदी').getAttribute('aria-current')).toBe('true');
    expect(side.getByRole('link', { name: 'EN' }).getAttribute('hreflang')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'डीलर मेनू' }));
    const drawer = within(screen.getByRole('dialog', { name: 'डीलर मेनू' }));
    expect(drawer.getByRole('link', { name: 'डैशबोर्ड' }).getAttribute('href')).toBe('/dealer/home');
    expect(drawer.getByRole('link', { name: 'EN' })).toBeTruthy();
  });

  it('is English again on an English page', () => {
    renderDealerArea('Kabadi', '/dealer/home');
    const names = menuLinks(screen.getByRole('navigation', { name: 'Dealer menu' })).map((link) => link.textContent);
    expect(names.slice(0, 3)).toEqual(['Dashboard', 'Pickups', 'Requests']);
  });
});
