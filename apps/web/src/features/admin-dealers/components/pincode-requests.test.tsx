import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPincodeRequest } from '@kt/contract/admin/pincode-requests';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { renderPage, sentJson, stubFetch } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminDealerTexts as texts } from '../texts.ts';
import { PincodeRequests } from './pincode-requests.tsx';

function makeRequest(overrides: Partial<AdminPincodeRequest> = {}): AdminPincodeRequest {
  return {
    id: 5,
    dealer: { id: 40, KT_ID: 'KTD000040', username: 'Green Recyclers', email: 'green.one@example.in' },
    pincode: '282004',
    area: 'Shahganj',
    city: 'Agra',
    state: 'Uttar Pradesh',
    created_at: '2026-11-18T05:00:00.000Z',
    ...overrides,
  };
}

function stubServer(decision?: { status: number; body: unknown }) {
  let pending = [
    makeRequest(),
    makeRequest({ id: 6, dealer: { id: 41, KT_ID: 'KTD000041', username: 'Green Recyclers', email: 'green.two@example.in' }, pincode: '282003' }),
  ];
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === '/v3/admin/pincode-requests/') return { body: pending };
    const decided = /^\/v3\/admin\/pincode-requests\/(\d+)\/(approve|reject)\/$/.exec(url);
    if (decided && method === 'POST') {
      if (decision) return decision;
      pending = pending.filter((entry) => entry.id !== Number(decided[1]));
      return { body: { msg: decided[2] === 'approve' ? messages.admin.pincodeApproved : messages.admin.pincodeRejected } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' } };
  });
}

function renderRequests() {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  return renderPage(
    <>
      <PincodeRequests />
      <Toaster />
    </>,
    { path: paths.adminPincodeRequests },
  );
}

/** The card of one dealer's request, found as an e2e journey finds it: by the dealer's e-mail. */
async function cardOf(email: string) {
  const text = await screen.findByText(email);
  const card = text.closest('article');
  if (!card) throw new Error(`no card for ${email}`);
  return card as HTMLElement;
}

describe('PincodeRequests', () => {
  it("shows each request with the dealer's name, e-mail and the pincode, and approves the right one", async () => {
    const fetchMock = stubServer();
    renderRequests();
    const second = await cardOf('green.two@example.in');
    expect(within(second).getByRole('heading', { name: 'Pincode 282003' })).toBeTruthy();
    expect(within(second).getByText('Green Recyclers')).toBeTruthy();
    expect(within(second).getByText('Shahganj, Agra, Uttar Pradesh')).toBeTruthy();

    fireEvent.click(within(second).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(messages.admin.pincodeApproved)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/v3/admin/pincode-requests/6/approve/' && init?.method === 'POST')).toBe(true);
    await waitFor(() => expect(screen.queryByText('green.two@example.in')).toBeNull());
    expect(screen.getByText('green.one@example.in')).toBeTruthy();
  });

  it('rejects with the reason typed, refusing an empty one', async () => {
    const fetchMock = stubServer();
    renderRequests();
    fireEvent.click(within(await cardOf('green.one@example.in')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject pincode 282004 for Green Recyclers' });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.pincodes.rejectConfirm }));
    expect(await within(dialog).findByText(messages.admin.reasonRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(texts.common.reasonLabel), { target: { value: 'Another dealer serves it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.pincodes.rejectConfirm }));
    expect(await screen.findByText(messages.admin.pincodeRejected)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/v3/admin/pincode-requests/5/reject/');
    expect(sentJson(call?.[1])).toEqual({ reason: 'Another dealer serves it.' });
    await waitFor(() => expect(screen.queryByText('green.one@example.in')).toBeNull());
  });

  it('shows the refusal of a request decided meanwhile in the dialog', async () => {
    stubServer({ status: 409, body: { code: 'CONFLICT', message: messages.admin.requestDecided, requestId: 'r' } });
    renderRequests();
    fireEvent.click(within(await cardOf('green.one@example.in')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(texts.common.reasonLabel), { target: { value: 'Too far.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.pincodes.rejectConfirm }));
    expect(await within(dialog).findByText(messages.admin.requestDecided)).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    stubFetch(() => ({ body: [] }));
    renderRequests();
    expect(await screen.findByText(texts.pincodes.empty)).toBeTruthy();
  });
});
