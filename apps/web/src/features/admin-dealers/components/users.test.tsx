import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminUserDetail, AdminUserEntry, AdminUserOrder } from '@kt/contract/admin/users';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { answer, refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminDealerTexts as texts } from '../texts.ts';
import { UserDetail } from './user-detail.tsx';
import { UserSearch } from './user-search.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';

function makeEntry(overrides: Partial<AdminUserEntry> = {}): AdminUserEntry {
  return {
    id: 12,
    KT_ID: 'KTD000012',
    username: 'Green Recyclers',
    email: 'green@example.in',
    mobile_number: '9897011111',
    account_category: 'dealer',
    account_type: 'Recycler',
    is_active: true,
    is_verified: true,
    created_at: '2026-11-01T05:00:00.000Z',
    ...overrides,
  };
}

const detail: AdminUserDetail = {
  ...makeEntry(),
  dealer: { areas: 3, documents_status: 'Rejected', documents_reason: 'Blurred photo.', no_shows: 4, upheld_disputes: 2 },
  customer: null,
  employer: null,
};

const order: AdminUserOrder = {
  order_number: 'KTO00000005',
  created_at: '2026-11-10T05:00:00.000Z',
  status: 'Accepted',
  role: 'dealer',
  other_party: { id: 4, KT_ID: 'KTC000004', username: 'Asha Verma' },
  pincode: '282001',
  pickup_date: '2026-11-12',
  total_items: 2,
  total_amount: '345.50',
};

function renderSearch(url: string = paths.adminUsers) {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  return renderPage(<UserSearch />, { path: paths.adminUsers, url, otherPaths: [paths.adminUser] });
}

describe('UserSearch', () => {
  it('searches by what is typed and the kind chosen, showing each account as a link to its page', async () => {
    const users = stubEndpoint(adminRoutes.adminUsers, ({ query }) =>
      query.has('q') ? [makeEntry()] : [makeEntry(), makeEntry({ id: 13, username: 'Asha Verma', account_category: 'customer', KT_ID: 'KTC000013', is_active: false })],
    );
    const { router } = renderSearch();
    expect(await screen.findByRole('link', { name: 'Asha Verma' })).toBeTruthy();
    expect(users.calls[0]?.url.search).toBe('');
    expect(screen.getByText(texts.users.inactive)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: texts.users.searchLabel }), { target: { value: ' green@example.in ' } });
    fireEvent.change(screen.getByRole('combobox', { name: texts.users.categoryLabel }), { target: { value: 'dealer' } });
    fireEvent.click(screen.getByRole('button', { name: texts.users.search }));
    await waitFor(() => expect(users.calls.some((call) => call.url.search === '?q=green%40example.in&category=dealer')).toBe(true));
    expect(router.state.location.search).toBe('?q=green%40example.in&category=dealer');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Asha Verma' })).toBeNull());

    fireEvent.click(screen.getByRole('link', { name: 'Green Recyclers' }));
    expect(await screen.findByRole('heading', { name: paths.adminUser })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users/12');
  });

  it('pages the results with Show more', async () => {
    const users = stubEndpoint(adminRoutes.adminUsers, ({ query }) =>
      query.has('cursor')
        ? [makeEntry({ id: 2, username: 'Older Dealer' })]
        : answer([makeEntry()], { headers: { Link: '</v3/admin/users/?q=a&cursor=abc>; rel="next"' } }),
    );
    renderSearch(`${paths.adminUsers}?q=a`);
    fireEvent.click(await screen.findByRole('button', { name: texts.common.showMore }));
    expect(await screen.findByRole('link', { name: 'Older Dealer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Green Recyclers' })).toBeTruthy();
    expect(users.calls.map((call) => call.url.pathname + call.url.search)).toEqual(['/v3/admin/users/?q=a', '/v3/admin/users/?q=a&cursor=abc']);
  });

  it('says why the server refused a search', async () => {
    stubEndpoint(adminRoutes.adminUsers, refuse(400, { code: 'VALIDATION', message: messages.general.invalidRequest, fields: { q: [adminMessages.userSearchTooLong] }, requestId: 'r' }));
    renderSearch(`${paths.adminUsers}?q=${'a'.repeat(101)}`);
    expect((await screen.findByRole('alert')).textContent).toBe(adminMessages.userSearchTooLong);
  });
});

function renderDetail(state: { user: AdminUserDetail }) {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  const notFound = refuse(404, { code: 'NOT_FOUND', message: adminMessages.userNotFound, requestId: 'r' });
  stubEndpoint(adminRoutes.adminUser, ({ params }) => (params.id === '12' ? state.user : notFound));
  stubEndpoint(adminRoutes.adminUserOrders, ({ params }) => (params.id === '12' ? [order] : notFound));
  const activations = stubEndpoint(adminRoutes.adminUserActivation, ({ params, json }) => {
    if (params.id !== '12') return notFound;
    const isActive = json?.is_active === 'true';
    state.user = { ...state.user, is_active: isActive };
    return { ...makeEntry(), is_active: isActive };
  });
  renderPage(
    <>
      <UserDetail id={12} />
      <Toaster />
    </>,
    { path: '/admin/users/12' },
  );
  return activations;
}

describe('UserDetail', () => {
  it("shows the account, a dealer's areas and documents, and its orders with the other party", async () => {
    renderDetail({ user: detail });
    expect(await screen.findByRole('heading', { name: 'Green Recyclers' })).toBeTruthy();
    expect(screen.getByText('Blurred photo.')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    // Issue 28: the dealer's upheld disputes.
    expect(screen.getByText('Upheld disputes').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Missed pickups (no-shows)').nextElementSibling?.textContent).toBe('4');
    const orderCard = await screen.findByRole('article', { name: 'KTO00000005' });
    expect(within(orderCard).getByRole('link', { name: 'Asha Verma (KTC000004)' }).getAttribute('href')).toBe('/admin/users/4');
    expect(within(orderCard).getByText('Accepted')).toBeTruthy();
    expect(within(orderCard).getByText('₹345.50')).toBeTruthy();
  });

  it('deactivates after a confirmation, then offers Reactivate', async () => {
    const activations = renderDetail({ user: detail });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Green Recyclers?' });
    // The safe choice closes it and changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: texts.user.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(activations.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.user.deactivateConfirm }));
    expect(await screen.findByText(texts.user.deactivated('Green Recyclers'))).toBeTruthy();
    expect(activations.calls[0]?.json).toEqual({ is_active: 'false' });
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.getByText(texts.users.inactive)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.user.reactivateConfirm }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });

  it('says there is no such account on a 404', async () => {
    browserStorage.setAuth(makeAuthRecord('Admin'));
    const notFound = refuse(404, { code: 'NOT_FOUND', message: adminMessages.userNotFound, requestId: 'r' });
    stubEndpoint(adminRoutes.adminUser, notFound);
    stubEndpoint(adminRoutes.adminUserOrders, notFound);
    renderPage(<UserDetail id={99} />, { path: '/admin/users/99' });
    expect(await screen.findByText(texts.user.notFound)).toBeTruthy();
  });
});
