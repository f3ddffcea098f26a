import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountType } from '@kt/contract/accounts/account-types';
import * as routes from '@kt/contract/routes';
import { apiFetch } from '../../lib/api-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../test-support.ts';
import { networkFailure, refuse, stubEndpoint } from '../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { CustomerAreaLayout } from './customer-area-layout.tsx';
import { DealerAreaLayout } from './dealer-area-layout.tsx';

function renderArea(accountType: AccountType, start: string) {
  browserStorage.setAuth(makeAuthRecord(accountType));
  const Layout = accountType === 'Personal' || accountType === 'Organization' ? CustomerAreaLayout : DealerAreaLayout;
  const router = createMemoryRouter(
    [
      // The area's frame holds the session-ended notice itself.
      { element: <Layout />, children: [{ path: start, element: <h1>Page</h1> }] },
      { path: '/signin', element: <h1>Sign In page</h1> },
    ],
    { initialEntries: [start] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The menu's entries, without the language switch under them. */
const menuNames = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('listitem')
    .filter((item) => !item.closest('.language-switch'))
    .map((item) => item.textContent);

afterEach(backToEnglish);

describe('signed-in area layouts', () => {
  // The public footer under an area reads the site's settings and the team (its 'Our Team' link): not looked at here, as offline.
  beforeEach(() => {
    stubEndpoint(routes.siteSettings, networkFailure);
    stubEndpoint(routes.teamMembers, networkFailure);
  });

  it('give customers the side menu of spec 2.6 and a welcome', () => {
    renderArea('Personal', '/sell/user/profile');
    expect(menuNames('Account menu')).toEqual(['Profile', 'Pickup', 'Wallet', 'QR Code', 'Auto Scrap', 'Logout']);
    expect(screen.getByText(/Welcome/).textContent).toBe('Welcome Asha');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Page']);
  });

  it("give dealers 'Welcome' and the username with the dealer menu", () => {
    renderArea('Kabadi', '/dealer/home');
    expect(menuNames('Dealer menu')).toEqual(['Dashboard', 'Pickups', 'Requests', 'Sell to recyclers', 'Disputes', 'Wallet', 'Settings', 'Profile', 'QR Code', 'Logout']);
    expect(screen.getByText(/Welcome/).textContent).toBe('Welcome Asha');
  });

  it('give employees their Pickups and Requests, and the Requests link goes to the requests page', () => {
    renderArea('Employee', '/dealer/requests');
    expect(menuNames('Dealer menu')).toEqual(['Pickups', 'Requests', 'Disputes', 'Logout']);
    const requests = within(screen.getByRole('navigation', { name: 'Dealer menu' })).getByRole('link', { name: 'Requests' });
    expect(requests.getAttribute('href')).toBe('/dealer/requests');
    expect(requests.getAttribute('aria-current')).toBe('page');
  });

  it("link the dealer's QR code page from the dealer menu, marked as the current page there", () => {
    renderArea('Recycler', '/dealer/profile/qr');
    const menu = within(screen.getByRole('navigation', { name: 'Dealer menu' }));
    const qr = menu.getByRole('link', { name: 'QR Code' });
    expect(qr.getAttribute('href')).toBe('/dealer/profile/qr');
    expect(qr.getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
  });

  it('draw their own bar: the one menu button is the area\'s, no public menu button and no SIGN IN (issue 28)', () => {
    renderArea('Kabadi', '/dealer/home');
    const bar = within(screen.getByRole('banner'));
    expect(bar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Dealer menu']);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
    expect(bar.getByRole('link', { name: 'Kabadi Techno' }).getAttribute('href')).toBe('/');
  });

  it("put the public pages in the phone's one drawer, after the area's own entries", () => {
    renderArea('Collector', '/dealer/home');
    fireEvent.click(screen.getByRole('button', { name: 'Dealer menu' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Dealer menu' }));
    const names = drawer
      .getAllByRole('listitem')
      .filter((item) => !item.closest('.language-switch'))
      .map((item) => item.textContent);
    expect(names[0]).toBe('Dashboard');
    expect(names.slice(-6)).toEqual(['Logout', 'ABOUT', 'JOIN US', 'SELL', 'FAQ', 'CONTACT']);
    expect(drawer.getAllByRole('navigation')).toHaveLength(1);
  });

  it('end the menu, beside the page and in the drawer, with the language switch (issue 29)', () => {
    renderArea('Personal', '/sell/user/profile');
    const side = within(screen.getByRole('navigation', { name: 'Account menu' }));
    expect(side.getByText('EN').getAttribute('aria-current')).toBe('true');
    expect(side.getByRole('link', { name: 'हिंदी' }).getAttribute('hreflang')).toBe('hi');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Account menu' }));
    expect(drawer.getByRole('list', { name: 'Language' })).toBeTruthy();
    expect(drawer.getByRole('link', { name: 'हिंदी' }).getAttribute('href')).toBe('?lang=hi');
  });

  it('speak Hindi on a Hindi page: the customer menu, the welcome and the switch', async () => {
    await inLanguage('hi');
    renderArea('Personal', '/sell/user/profile');
    expect(menuNames('खाते का मेनू')).toEqual(['प्रोफ़ाइल', 'पिकअप', 'वॉलेट', 'QR कोड', 'ऑटो कबाड़', 'साइन आउट']);
    expect(screen.getByText(/स्वागत है/).textContent).toBe('स्वागत है Asha');
    const side = within(screen.getByRole('navigation', { name: 'खाते का मेनू' }));
    expect(side.getByText('हिंदी').getAttribute('aria-current')).toBe('true');
    expect(side.getByRole('link', { name: 'EN' }).getAttribute('hreflang')).toBe('en');
  });

  it('open the menu as a drawer on phones and close it when a link is chosen', () => {
    renderArea('Personal', '/sell/user/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Account menu' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Profile' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([200, 401])(
    'log out (server answers %i): clear the session, cart, order draft and sign-up, keep the pincode, go to /signin',
    async (status) => {
      const logout = stubEndpoint(routes.customerLogout, status === 200 ? { msg: 'Logged out' } : refuse(status, { msg: 'Logged out' }));
      const router = renderArea('Organization', '/sell/user/profile');
      localStorage.setItem('kt.cart', '[]');
      localStorage.setItem('kt.orderDetails', '{}');
      browserStorage.setSignupInProgress({ flow: 'dealer' });
      browserStorage.setPincode('282001');
      await act(async () => {
        fireEvent.click(within(screen.getByRole('navigation', { name: 'Account menu' })).getByRole('button', { name: 'Logout' }));
      });
      await screen.findByRole('heading', { name: 'Sign In page' });
      expect(router.state.location.pathname).toBe('/signin');
      // An intended logout is not a session that ended by surprise.
      expect(screen.queryByRole('dialog')).toBeNull();
      // Only the logout was sent: any other call finds no stub and fails the test.
      expect(logout.calls).toHaveLength(1);
      expect(logout.calls[0]?.params.refresh).toBe('r');
      expect(logout.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
      expect(browserStorage.getAuth()).toBeNull();
      expect(localStorage.getItem('kt.cart')).toBeNull();
      expect(localStorage.getItem('kt.orderDetails')).toBeNull();
      expect(browserStorage.getSignupInProgress()).toBeNull();
      expect(browserStorage.getPincode()).toBe('282001');
    },
  );

  it('tell the person when a refused refresh ends the session, and go to /signin when they confirm', async () => {
    const unauthenticated = refuse(401, { code: 'UNAUTHENTICATED', message: 'x', requestId: 'r' });
    stubEndpoint(routes.dealerViewProfile, unauthenticated);
    const refreshes = stubEndpoint(routes.tokenRefresh, unauthenticated);
    const router = renderArea('Recycler', '/dealer/home');
    await act(async () => {
      await apiFetch('/v3/api/view-profile/dealer/7', { auth: true }).catch(() => undefined);
    });
    const notice = await screen.findByRole('dialog', { name: 'Signed out' });
    expect(refreshes.calls).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signed out');
    fireEvent.click(within(notice).getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Sign In page' });
    expect(router.state.location.pathname).toBe('/signin');
  });
});
