import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminCategory } from '@kt/contract/admin/catalogue';
import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { answer, stubEndpoint, type Refused, refuse } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminCatalogueTexts as texts } from '../texts.ts';
import { AdminCategoryRequests } from './category-requests.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';

const media = 'https://kt.example/media';

function makeRequest(overrides: Partial<AdminCategoryRequest> = {}): AdminCategoryRequest {
  return {
    id: 5,
    dealer: { id: 40, KT_ID: 'KTD000040', username: 'Green Recyclers', email: 'green@example.in' },
    category_name: 'Tyres',
    description: 'Old car and bike tyres',
    image: `${media}/category-requests/tyres.png`,
    created_at: '2026-11-18T05:00:00.000Z',
    ...overrides,
  };
}

const catalogue: AdminCategory[] = [
  { id: 1, name: 'Paper', image: `${media}/seed/paper.svg`, position: 0, retired: false, subcategories: [] },
  { id: 4, name: 'Rubber', image: `${media}/catalogue/rubber.png`, position: 1, retired: false, subcategories: [] },
  { id: 6, name: 'Old stuff', image: `${media}/catalogue/old.png`, position: 2, retired: true, subcategories: [] },
];

/** Two pages of pending requests (the second named by the first page's Link); a decision answers `decision` or succeeds. */
function stubServer(decision?: Refused) {
  let pending = [makeRequest(), makeRequest({ id: 6, category_name: 'Coconut shells', description: '', dealer: { id: 41, KT_ID: 'KTD000041', username: 'Shell Traders', email: 'shells@example.in' } })];
  const second = [makeRequest({ id: 7, category_name: 'Batteries' })];
  stubEndpoint(adminRoutes.adminCategoryRequests, ({ url }) => {
    if (url.search === '?cursor=abc') return second;
    if (url.search !== '') return refuse(404, { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' });
    return answer(pending, { headers: { Link: '</v3/admin/category-requests/?cursor=abc>; rel="next"' } });
  });
  stubEndpoint(adminRoutes.adminCategories, catalogue);
  const approvals = stubEndpoint(adminRoutes.adminApproveCategoryRequest, ({ params, json }) => {
    if (decision) return decision;
    pending = pending.filter((entry) => entry.id !== Number(params.id));
    return { msg: adminMessages.categoryRequestApproved, as: json?.as ?? 'category', id: 30, name: json?.name ?? '' };
  });
  const rejections = stubEndpoint(adminRoutes.adminRejectCategoryRequest, ({ params }) => {
    if (decision) return decision;
    pending = pending.filter((entry) => entry.id !== Number(params.id));
    return { msg: adminMessages.categoryRequestRejected };
  });
  return { approvals, rejections };
}

function renderRequests() {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  return renderPage(
    <>
      <AdminCategoryRequests />
      <Toaster />
    </>,
    { path: paths.adminCategoryRequests },
  );
}

const card = (name: string) => screen.findByRole('article', { name });

describe('AdminCategoryRequests', () => {
  it("shows each request with the dealer, the description and the dealer's picture, and the next page on 'Show more'", async () => {
    stubServer();
    renderRequests();
    const tyres = await card('Tyres');
    expect(within(tyres).getByText('Green Recyclers (KTD000040)')).toBeTruthy();
    expect(within(tyres).getByText('green@example.in')).toBeTruthy();
    expect(within(tyres).getByText('Old car and bike tyres')).toBeTruthy();
    expect(within(tyres).getByAltText(texts.requests.pictureAlt('Tyres')).getAttribute('src')).toBe(`${media}/category-requests/tyres.png`);
    expect(within(await card('Coconut shells')).getByText(texts.requests.noDescription)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.requests.showMore }));
    expect(await card('Batteries')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('approves as a new category under the requested name, and the request leaves the list', async () => {
    const { approvals } = stubServer();
    renderRequests();
    fireEvent.click(within(await card('Tyres')).getByRole('button', { name: texts.requests.approveLabel('Tyres') }));
    const dialog = await screen.findByRole('dialog', { name: texts.approve.title('Tyres') });
    expect((within(dialog).getByRole('radio', { name: new RegExp(texts.approve.asCategory) }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText(texts.approve.nameLabel) as HTMLInputElement).value).toBe('Tyres');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.approve.confirm }));
    expect(await screen.findByText(texts.approve.done('Tyres'))).toBeTruthy();
    expect(approvals.calls.map((call) => call.params.id)).toEqual(['5']);
    expect(approvals.calls[0]?.json).toEqual({ as: 'category', name: 'Tyres' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tyres' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Coconut shells' })).toBeTruthy();
  });

  it('approves as a subcategory of a chosen category (retired ones not offered) under an edited name', async () => {
    const { approvals } = stubServer();
    renderRequests();
    fireEvent.click(within(await card('Tyres')).getByRole('button', { name: texts.requests.approveLabel('Tyres') }));
    const dialog = await screen.findByRole('dialog', { name: texts.approve.title('Tyres') });
    fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(texts.approve.asSubcategory) }));
    const select = await within(dialog).findByLabelText(texts.approve.categoryLabel);
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([texts.approve.categoryPlaceholder, 'Paper', 'Rubber']));

    fireEvent.click(within(dialog).getByRole('button', { name: texts.approve.confirm }));
    expect(await within(dialog).findByText(adminMessages.approvalCategoryRequired)).toBeTruthy();
    expect(approvals.calls).toHaveLength(0);

    fireEvent.change(select, { target: { value: 'Rubber' } });
    fireEvent.change(within(dialog).getByLabelText(texts.approve.nameLabel), { target: { value: ' Car tyres ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.approve.confirm }));
    expect(await screen.findByText(texts.approve.done('Car tyres'))).toBeTruthy();
    expect(approvals.calls.map((call) => call.params.id)).toEqual(['5']);
    expect(approvals.calls[0]?.json).toEqual({ as: 'subcategory', category_id: 4, name: 'Car tyres' });
  });

  it("shows the server's refusal of a name already taken at the name field", async () => {
    stubServer(refuse(409, { code: 'CONFLICT', message: adminMessages.categoryNameTaken, requestId: 'r', fields: { name: [adminMessages.categoryNameTaken] } }));
    renderRequests();
    fireEvent.click(within(await card('Tyres')).getByRole('button', { name: texts.requests.approveLabel('Tyres') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.approve.confirm }));
    expect(await within(dialog).findByText(adminMessages.categoryNameTaken)).toBeTruthy();
    expect(within(dialog).getByLabelText(texts.approve.nameLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('article', { name: 'Tyres' })).toBeTruthy();
  });

  it('rejects with the reason typed, refusing an empty one', async () => {
    const { rejections } = stubServer();
    renderRequests();
    fireEvent.click(within(await card('Coconut shells')).getByRole('button', { name: texts.requests.rejectLabel('Coconut shells') }));
    const dialog = await screen.findByRole('dialog', { name: texts.reject.title('Coconut shells') });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.reject.confirm }));
    expect(await within(dialog).findByText(adminMessages.reasonRequired)).toBeTruthy();
    expect(rejections.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(texts.reject.reasonLabel), { target: { value: 'We do not trade in shells.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.reject.confirm }));
    expect(await screen.findByText(texts.reject.done)).toBeTruthy();
    expect(rejections.calls.map((call) => call.params.id)).toEqual(['6']);
    expect(rejections.calls[0]?.json).toEqual({ reason: 'We do not trade in shells.' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Coconut shells' })).toBeNull());
  });

  it('says when nothing waits', async () => {
    stubEndpoint(adminRoutes.adminCategoryRequests, []);
    renderRequests();
    expect(await screen.findByText(texts.requests.empty)).toBeTruthy();
  });
});
