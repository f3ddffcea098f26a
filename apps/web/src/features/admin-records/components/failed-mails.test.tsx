import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import type { FailedMail } from '@kt/contract/admin/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { adminAuthRecord } from '../../../test-support.ts';
import { renderPage, stubFetch } from '../../../test-render.tsx';
import { adminRecordsTexts } from '../texts.ts';
import { FailedMails } from './failed-mails.tsx';

const t = adminRecordsTexts.failedMails;

const receiptId = '0b7c2f9e-5d1a-4c3b-9e8f-1a2b3c4d5e6f';
const pickupId = '6f5e4d3c-2b1a-4f9e-8d7c-6b5a4f3e2d1c';

const failed: FailedMail[] = [
  {
    id: receiptId,
    to: 'sunita@example.in',
    subject: 'Your receipt for order KTO00000012',
    error: '550 5.1.1 <sunita@example.in>: mailbox unavailable',
    attempts: 11,
    created_at: '2026-11-20T04:30:00.000Z',
    failed_at: '2026-11-20T09:00:00.000Z',
  },
  {
    id: pickupId,
    to: 'ravi@example.in',
    subject: 'Your pickup is confirmed',
    error: 'connect ECONNREFUSED 10.0.0.5:587',
    attempts: 11,
    created_at: '2026-11-19T04:30:00.000Z',
    failed_at: '2026-11-19T09:00:00.000Z',
  },
];

/** The server: the failed list, and a retry that takes a mail off it (or answers `retryAnswer`). */
function stubServer(retryAnswer?: { status: number; body: unknown }) {
  let list = [...failed];
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === '/v3/admin/messages/failed/') return { body: list };
    const retried = /^\/v3\/admin\/messages\/([0-9a-f-]+)\/retry\/$/.exec(url);
    if (retried && method === 'POST') {
      if (retryAnswer) return retryAnswer;
      list = list.filter((mail) => mail.id !== retried[1]);
      return { body: { msg: consoleMessages.failedMailRetried } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' } };
  });
}

function renderList() {
  browserStorage.setAuth(adminAuthRecord);
  return renderPage(
    <>
      <FailedMails />
      <Toaster />
    </>,
    { path: paths.adminMessages },
  );
}

const cardOf = async (subject: string) => (await screen.findByRole('article', { name: subject })) as HTMLElement;

describe('FailedMails', () => {
  it('lists each failed mail with its recipient, subject, error, tries and when it failed', async () => {
    stubServer();
    renderList();
    const receipt = within(await cardOf(failed[0]?.subject ?? ''));
    expect(receipt.getByText('sunita@example.in')).toBeTruthy();
    expect(receipt.getByText('550 5.1.1 <sunita@example.in>: mailbox unavailable')).toBeTruthy();
    expect(receipt.getByText('11')).toBeTruthy();
    // 09:00 UTC is 2:30 pm in India.
    expect(receipt.getByText('20 Nov 2026, 2:30 pm')).toBeTruthy();
    expect(receipt.getByText('20 Nov 2026, 10:00 am')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: t.listLabel })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(failed.map((mail) => mail.subject));
  });

  it("sends a mail again with 'Send again': the retry goes out with the admin token and the mail leaves the list", async () => {
    const fetchMock = stubServer();
    renderList();
    const pickup = await cardOf('Your pickup is confirmed');
    fireEvent.click(within(pickup).getByRole('button', { name: t.sendAgainOf('Your pickup is confirmed', 'ravi@example.in') }));
    expect(await screen.findByText(consoleMessages.failedMailRetried)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === `/v3/admin/messages/${pickupId}/retry/`);
    expect(call?.[1]?.method).toBe('POST');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Your pickup is confirmed' })).toBeNull());
    expect(screen.getByRole('article', { name: failed[0]?.subject ?? '' })).toBeTruthy();
  });

  it("tells the server's refusal when the mail is no longer failed", async () => {
    stubServer({ status: 404, body: { code: 'NOT_FOUND', message: consoleMessages.failedMailNotFound, requestId: 'r' } });
    renderList();
    const receipt = await cardOf(failed[0]?.subject ?? '');
    fireEvent.click(within(receipt).getByRole('button', { name: t.sendAgainOf(failed[0]?.subject ?? '', 'sunita@example.in') }));
    expect(await screen.findByText(consoleMessages.failedMailNotFound)).toBeTruthy();
  });

  it('says so when no mail has failed', async () => {
    stubFetch(() => ({ body: [] }));
    renderList();
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('offers a retry when the list cannot be read', async () => {
    stubFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'x', requestId: 'r' } }));
    renderList();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
