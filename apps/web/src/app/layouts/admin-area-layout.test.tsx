import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import type { AdminSummary } from '@kt/contract/admin/home';
import { adminSessionTexts } from '../../features/admin-session/texts.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../test-support.ts';
import { refuse, stubEndpoint } from '../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { AdminAreaLayout } from './admin-area-layout.tsx';

const texts = adminSessionTexts.passwordChange;

/** What the console home reads: nothing waits, nothing happened. */
const summary: AdminSummary = {
  today: '2026-11-20',
  week_start: '2026-11-16',
  waiting: {
    pincode_requests: { count: 0, oldest_at: null },
    category_requests: { count: 0, oldest_at: null },
    documents: { count: 0, oldest_at: null },
    failed_mails: { count: 0, oldest_at: null },
  },
  orders: { today: 0, this_week: 0 },
  sign_ups: { customers: { today: 0, this_week: 0 }, dealers: { today: 0, this_week: 0 } },
  getting_started: {
    mail: { kind: 'smtp', dev_mailbox: false, test_mail_sent: true },
    site_settings: { contact_email: true, phone: true, postal_address: true },
    content: { faq_items: 1, team_members: 1 },
    dealer_approved: true,
  },
};

/** A console page that reads an admin endpoint, as every console page does. */
function SummaryPage() {
  useQuery({ queryKey: ['test-summary'], queryFn: () => apiFetch('/v3/admin/summary/', { auth: true }), retry: false });
  return <h1>Admin home</h1>;
}

function renderConsole(auth: AuthRecord) {
  browserStorage.setAuth(auth);
  const router = createMemoryRouter(
    [
      { element: <AdminAreaLayout />, children: [{ path: '/admin', element: <SummaryPage /> }] },
      { path: '/admin/signin', element: <h1>Admin sign-in page</h1> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const mustChange = { ...makeAuthRecord('Admin'), must_change_password: true } as const;

describe('the admin console frame', () => {
  it("shows only 'Choose a new password' to an admin who must change it, then the console once it is changed", async () => {
    const passwordChange = stubEndpoint(adminRoutes.adminPassword, { msg: consoleMessages.passwordChanged });
    const summaryReads = stubEndpoint(adminRoutes.adminSummary, summary);
    renderConsole(mustChange);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.title);
    expect(screen.queryByRole('navigation', { name: adminSessionTexts.menuLabel })).toBeNull();
    expect(screen.queryByText('Admin home')).toBeNull();
    expect(summaryReads.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(texts.current), { target: { value: 'generated-first-password-0123456789' } });
    fireEvent.change(screen.getByLabelText(texts.next), { target: { value: 'Saffron-Lantern-Orbit-93' } });
    fireEvent.change(screen.getByLabelText(texts.confirm), { target: { value: 'Saffron-Lantern-Orbit-93' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    });

    expect(await screen.findByRole('navigation', { name: adminSessionTexts.menuLabel })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin home');
    expect(browserStorage.getAuth()?.must_change_password).toBeUndefined();
    expect(passwordChange.calls).toHaveLength(1);
    expect(passwordChange.calls[0]?.json).toEqual({ current_password: 'generated-first-password-0123456789', new_password: 'Saffron-Lantern-Orbit-93' });
  });

  it('turns to the password page when an admin call answers that the password must be changed first', async () => {
    stubEndpoint(adminRoutes.adminSummary, refuse(403, { code: 'FORBIDDEN', message: consoleMessages.passwordChangeRequired, requestId: 'r' }));
    renderConsole(makeAuthRecord('Admin'));
    expect(screen.getByRole('navigation', { name: adminSessionTexts.menuLabel })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: adminSessionTexts.menuLabel })).toBeNull();
    expect(browserStorage.getAuth()?.must_change_password).toBe(true);
  });

  it("has the disputes page in the console's menu (issue 28)", () => {
    stubEndpoint(adminRoutes.adminSummary, summary);
    renderConsole(makeAuthRecord('Admin'));
    const menu = within(screen.getByRole('navigation', { name: adminSessionTexts.menuLabel }));
    expect(menu.getByRole('link', { name: adminSessionTexts.menu.disputes }).getAttribute('href')).toBe('/admin/disputes');
  });

  it('draws its own bar with the console name and Sign out, which ends the session and opens the admin sign-in (issue 28)', async () => {
    stubEndpoint(adminRoutes.adminSummary, summary);
    const logout = stubEndpoint(routes.customerLogout, { msg: 'Logged out' });
    const router = renderConsole(makeAuthRecord('Admin'));
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByRole('link', { name: adminSessionTexts.consoleName }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The console signs out from its bar, not from its menu.
    expect(within(screen.getByRole('navigation', { name: adminSessionTexts.menuLabel })).queryByRole('button')).toBeNull();
    await act(async () => {
      fireEvent.click(bar.getByRole('button', { name: adminSessionTexts.signOut }));
    });
    await screen.findByRole('heading', { name: 'Admin sign-in page' });
    expect(router.state.location.pathname).toBe('/admin/signin');
    expect(browserStorage.getAuth()).toBeNull();
    expect(logout.calls).toHaveLength(1);
  });

  it("takes an admin whose session ended to the console's own sign-in page", async () => {
    const unauthenticated = refuse(401, { code: 'UNAUTHENTICATED', message: 'x', requestId: 'r' });
    stubEndpoint(adminRoutes.adminSummary, unauthenticated);
    stubEndpoint(routes.tokenRefresh, unauthenticated);
    const router = renderConsole(makeAuthRecord('Admin'));
    const notice = await screen.findByRole('dialog', { name: 'Signed out' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Admin sign-in page' });
    expect(router.state.location.pathname).toBe('/admin/signin');
  });

  it('keeps its bar with Sign out on the password page', () => {
    renderConsole(mustChange);
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByRole('link', { name: adminSessionTexts.consoleName })).toBeTruthy();
    expect(bar.getByRole('button', { name: adminSessionTexts.signOut })).toBeTruthy();
    expect(bar.queryByRole('button', { name: adminSessionTexts.menuLabel })).toBeNull();
  });

  it('lists Failed messages in the admin menu', () => {
    stubEndpoint(adminRoutes.adminSummary, summary);
    renderConsole(makeAuthRecord('Admin'));
    expect(screen.getByRole('link', { name: adminSessionTexts.menu.messages }).getAttribute('href')).toBe('/admin/messages');
  });

  it('lists SMS and WhatsApp right after Failed messages in the admin menu', () => {
    stubEndpoint(adminRoutes.adminSummary, summary);
    renderConsole(makeAuthRecord('Admin'));
    const links = within(screen.getByRole('navigation', { name: adminSessionTexts.menuLabel })).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    expect(names.indexOf(adminSessionTexts.menu.phoneMessages)).toBe(names.indexOf(adminSessionTexts.menu.messages) + 1);
    expect(screen.getByRole('link', { name: adminSessionTexts.menu.phoneMessages }).getAttribute('href')).toBe('/admin/phone-messages');
  });

  describe('in Hindi (issue 29)', () => {
    afterEach(backToEnglish);

    it('has the language switch in its bar, and its bar and menu in Hindi', async () => {
      await inLanguage('hi');
      stubEndpoint(adminRoutes.adminSummary, summary);
      renderConsole(makeAuthRecord('Admin'));
      const bar = within(screen.getByRole('banner'));
      const languages = within(bar.getByRole('list', { name: 'भाषा' }));
      expect(languages.getByText('हिंदी').getAttribute('aria-current')).toBe('true');
      expect(languages.getByRole('link', { name: 'EN' }).getAttribute('href')).toBe('?lang=en');
      expect(bar.getByRole('link', { name: 'एडमिन कंसोल' }).getAttribute('href')).toBe('/admin');
      expect(bar.getByRole('button', { name: 'साइन आउट' })).toBeTruthy();
      const menu = within(screen.getByRole('navigation', { name: 'एडमिन मेनू' }));
      expect(menu.getByRole('link', { name: 'पिनकोड अनुरोध' }).getAttribute('href')).toBe('/admin/pincode-requests');
      expect(menu.getByRole('link', { name: 'SMS और WhatsApp' }).getAttribute('href')).toBe('/admin/phone-messages');
    });
  });
});
