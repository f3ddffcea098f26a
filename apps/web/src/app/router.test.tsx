import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { browserStorage } from '../lib/browser-storage.ts';
import { makeAuthRecord } from '../test-support.ts';
import { stubFetch } from '../test-render.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('account routes', () => {
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
  });

  it('show the reset page for an e-mailed link', async () => {
    renderAt('/v3/api/password-reset-confirm/customer/7/abc/Frontend');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Reset Password');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it('show the customer profile inside the customer area', async () => {
    stubFetch(() => ({ status: 500 }));
    browserStorage.setAuth(makeAuthRecord('Organization'));
    renderAt('/sell/user/profile');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Profile');
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeTruthy();
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
    stubFetch(() => ({ status: 404 }));
    renderAt(url);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
  });
});
