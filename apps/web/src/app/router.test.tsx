import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { agraLookup, makeDealer, makePriceEntry } from '../features/selling/test-fixtures.ts';
import { browserStorage } from '../lib/browser-storage.ts';
import { networkFailure, refuse, stubEndpoint, type NetworkFailure, type Refused } from '../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../test/in-language.ts';
import { makeAuthRecord } from '../test-support.ts';
import { AppProviders } from './providers.tsx';
import { makeQueryClient } from './query-client.ts';
import { createRoutes } from './router.tsx';

function renderAt(url: string) {
  const queryClient = makeQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** What the pages these tests open read; the tests look at the pages' frames, not at what they read. */
const pageReads = [
  routes.siteSettings,
  routes.dealerSetupStatus,
  routes.customerViewProfile,
  routes.dealerViewProfile,
  routes.impactCustomer,
  routes.messagePreferences,
  routes.impactSite,
  routes.marketplacePage,
  routes.categoryList,
  routes.happyCustomers,
  routes.faq,
  routes.teamMembers,
  routes.workingTeamMembers,
  routes.voteTally,
  routes.searchSubcategory,
  routes.getDealers,
  routes.pincodeLookup,
];

/** Every page read fails as `failure` does; a test stubs the reads it looks at afterwards. */
function failPageReads(failure: Refused | NetworkFailure) {
  for (const route of pageReads) stubEndpoint(route, failure);
}

describe('account routes', () => {
  // What these pages read besides (the site's settings, a dealer's setup) is not looked at here: as offline.
  beforeEach(() => {
    stubEndpoint(routes.siteSettings, networkFailure);
    stubEndpoint(routes.dealerSetupStatus, networkFailure);
    stubEndpoint(routes.teamMembers, networkFailure);
  });

  it('show the sign-in page to a visitor', async () => {
    renderAt('/signin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sign In');
    expect(screen.getByRole('tablist', { name: 'Account kind' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forget_password');
  });

  it('keep the guard of a customer page', async () => {
    const router = renderAt('/sell/user/profile/profileedit');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sign In');
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("show a later issue's dealer page as its heading inside the dealer area", async () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderAt('/dealer/settings');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Complete Your Profile');
    expect(within(screen.getByRole('navigation', { name: 'Dealer menu' })).getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByText(/Welcome/).textContent).toBe('Welcome Asha');
    // Issue 28: the area's own bar, one menu button, not the public one beside it.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dealer menu' })).toBeTruthy();
  });

  it('show the admin console in its own frame: its name and Sign out, no public navigation or footer (issue 28)', async () => {
    stubEndpoint(adminRoutes.adminSummary, networkFailure);
    browserStorage.setAuth(makeAuthRecord('Admin'));
    renderAt('/admin');
    await screen.findByRole('navigation', { name: 'Admin menu' });
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByRole('link', { name: 'Admin console' }).getAttribute('href')).toBe('/admin');
    expect(bar.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("show the console's sign-in under the console's bar, without the public SIGN IN (issue 28)", async () => {
    renderAt('/admin/signin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Admin Sign In');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Admin console' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('show the reset page for an e-mailed link', async () => {
    renderAt('/v3/api/password-reset-confirm/customer/7/abc/Frontend');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Reset Password');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it('show the customer profile inside the customer area', async () => {
    failPageReads(refuse(500));
    browserStorage.setAuth(makeAuthRecord('Organization'));
    renderAt('/sell/user/profile');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Profile');
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeTruthy();
  });
});

describe('QR code links', () => {
  it("link the dealer's QR code page from /dealer/profile", async () => {
    failPageReads(networkFailure);
    stubEndpoint(routes.dealerViewProfile, {
      id: 7,
      KT_ID: 'KTD000007',
      email: 'asha@example.com',
      mobile_number: '9876543210',
      account_type: 'Kabadi',
      account_category: 'dealer',
      username: 'Asha',
      ProfilePic: null,
      qrCode: 'http://localhost:3000/v3/api/qr/dealer/7.png',
    });
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderAt('/dealer/profile');
    const link = await screen.findByRole('link', { name: messages.qr.profileLink });
    expect(link.getAttribute('href')).toBe('/dealer/profile/qr');
  });

  it("show the customer's QR code page in the customer area, linked from its menu", async () => {
    failPageReads(refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }));
    browserStorage.setAuth(makeAuthRecord('Personal'));
    renderAt('/sell/user/qr');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('QR Code');
    const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
    expect(menu.getByRole('link', { name: 'QR Code' }).getAttribute('href')).toBe('/sell/user/qr');
  });
});

describe('the guest marker', () => {
  it.each(['/sell', '/sell/sellitem'])('is written when a signed-out visitor opens %s, whose top bar then welcomes a guest', async (url) => {
    failPageReads(refuse(404, { code: 'NOT_FOUND', message: 'x', requestId: 'r' }));
    browserStorage.setPincode('282001');
    expect(browserStorage.isGuest()).toBe(false);
    renderAt(url);
    expect(await screen.findByText('Welcome As Guest')).toBeTruthy();
    expect(browserStorage.isGuest()).toBe(true);
  });

  it('is not written for a signed-in customer, who is welcomed by name', async () => {
    failPageReads(refuse(404, { code: 'NOT_FOUND', message: 'x', requestId: 'r' }));
    browserStorage.setAuth(makeAuthRecord('Personal'));
    renderAt('/sell');
    expect(await screen.findByText('Welcome Asha')).toBeTruthy();
    expect(browserStorage.isGuest()).toBe(false);
  });
});

describe('the selling page', () => {
  it("starts the area's reads from its loader, and the page shows them without asking again", async () => {
    const notFound = refuse(404, { code: 'NOT_FOUND', message: 'x', requestId: 'r' });
    failPageReads(notFound);
    const prices = stubEndpoint(routes.searchSubcategory, ({ params }) => (params.pincode === '282001' ? [makePriceEntry()] : notFound));
    const dealers = stubEndpoint(routes.getDealers, ({ params }) => (params.pincode === '282001' ? { data: { dealers: [makeDealer()] } } : notFound));
    stubEndpoint(routes.pincodeLookup, ({ params }) => (params.pincode === '282001' ? agraLookup : notFound));
    browserStorage.setPincode('282001');
    const queryClient = makeQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/sell/sellitem'] });
    // Nothing is rendered yet, so no page asked: the loader started both reads.
    await waitFor(() => expect(prices.calls).toHaveLength(1));
    expect(dealers.calls).toHaveLength(1);

    render(
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('article', { name: makePriceEntry().subcategory_name })).toBeTruthy();
    expect(prices.calls).toHaveLength(1);
    expect(dealers.calls).toHaveLength(1);
  });
});

describe('public routes', () => {
  it.each([
    ['/', 'ABOUT US'],
    ['/joinus', 'Join Us'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/privacypolicy', 'Privacy Policy'],
    ['/termsconditions', 'Terms & Conditions'],
  ])('show the page of %s with its heading', async (url, heading) => {
    failPageReads(refuse(404));
    renderAt(url);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
  });
});

describe('page titles', () => {
  afterEach(backToEnglish);

  const handleOf = (routes: RouteObject[], path: string): { title?: string } | undefined => {
    for (const route of routes) {
      if (route.path === path) return route.handle as { title?: string } | undefined;
      const found = handleOf(route.children ?? [], path);
      if (found) return found;
    }
    return undefined;
  };

  it("are read when asked, in the language of the moment (the server's title of a Hindi page is Hindi)", async () => {
    const routes = createRoutes(makeQueryClient());
    expect(handleOf(routes, '/faq')?.title).toBe('Frequently Asked Questions');
    expect(handleOf(routes, '/sell/user/profile')?.title).toBe('Profile');
    await inLanguage('hi');
    expect(handleOf(routes, '/faq')?.title).toBe('अक्सर पूछे जाने वाले सवाल');
    expect(handleOf(routes, '/sell/user/profile')?.title).toBe('प्रोफ़ाइल');
    expect(handleOf(routes, '/sell')?.title).toBeUndefined();
  });
});
