import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminPincodeRequest } from '@kt/contract/admin/pincode-requests';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { refuse, stubEndpoint, type Refused } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminDealerTexts as texts } from '../texts.ts';
import { PincodeRequests } from './pincode-requests.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';

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

function stubServer(decision?: Refused) {
  let pending = [
    makeRequest(),
    makeRequest({ id: 6, dealer: { id: 41, KT_ID: 'KTD000041', username: 'Green Recyclers', email: 'green.two@example.in' }, pincode: '282003' }),
  ];
  stubEndpoint(adminRoutes.adminPincodeRequests, () => pending);
  const decide = (id: string, msg: string) => {
    if (decision) return decision;
    pending = pending.filter((entry) => entry.id !== Number(id));
    return { msg };
  };
  const approvals = stubEndpoint(adminRoutes.adminApprovePincode, ({ params }) => decide(params.id, adminMessages.pincodeApproved));
  const rejections = stubEndpoint(adminRoutes.adminRejectPincode, ({ params }) => decide(params.id, adminMessages.pincodeRejected));
  return { approvals, rejections };
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
    const { approvals } = stubServer();
    renderRequests();
    const second = await cardOf('green.two@example.in');
    expect(within(second).getByRole('heading', { name: 'Pincode 282003' })).toBeTruthy();
    expect(within(second).getByText('Green Recyclers')).toBeTruthy();
    expect(within(second).getByText('Shahganj, Agra, Uttar Pradesh')).toBeTruthy();

    fireEvent.click(within(second).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(adminMessages.pincodeApproved)).toBeTruthy();
    expect(approvals.calls.map((call) => call.params.id)).toEqual(['6']);
    await waitFor(() => expect(screen.queryByText('green.two@example.in')).toBeNull());
    expect(screen.getByText('green.one@example.in')).toBeTruthy();
  });

  it('rejects with the reason typed, refusing an empty one', async () => {
    const { rejections } = stubServer();
    renderRequests();
    fireEvent.click(within(await cardOf('green.one@example.in')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject pincode 282004 for Green Recyclers' });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.pincodes.rejectConfirm }));
    expect(await within(dialog).findByText(adminMessages.reasonRequired)).toBeTruthy();
    expect(rejections.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(texts.common.reasonLabel), { target: { value: 'Another dealer serves it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.pincodes.rejectConfirm }));
    expect(await screen.findByText(adminMessages.pincodeRejected)).toBeTruthy();
    expect(rejections.calls.map((call) => call.params.id)).toEqual(['5']);
    expect(rejections.calls[0]?.json).toEqual({ reason: 'Another dealer serves it.' });
    await waitFor(() => expect(screen.queryByText('green.one@example.in')).toBeNull());
  });

  it('shows the refusal of a request decided meanwhile in the dialog', async () => {
    stubServer(refuse(409, { code: 'CONFLICT', message: adminMessages.requestDecided, requestId: 'r' }));
    renderRequests();
    fireEvent.click(within(await cardOf('green.one@example.in')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(texts.common.reasonLabel), { target: { value: 'Too far.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.pincodes.rejectConfirm }));
    expect(await within(dialog).findByText(adminMessages.requestDecided)).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    stubEndpoint(adminRoutes.adminPincodeRequests, []);
    renderRequests();
    expect(await screen.findByText(texts.pincodes.empty)).toBeTruthy();
  });
});
