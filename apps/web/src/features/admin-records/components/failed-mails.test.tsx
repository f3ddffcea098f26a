import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import type { FailedMail } from '@kt/contract/admin/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { adminAuthRecord } from '../../../test-support.ts';
import { refuse, stubEndpoint, type Refused } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
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
function stubServer(retryAnswer?: Refused) {
  let list = [...failed];
  stubEndpoint(adminRoutes.adminFailedMails, () => list);
  return stubEndpoint(adminRoutes.adminRetryMail, ({ params }) => {
    if (retryAnswer) return retryAnswer;
    list = list.filter((mail) => mail.id !== params.id);
    return { msg: consoleMessages.failedMailRetried };
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
    const retry = stubServer();
    renderList();
    const pickup = await cardOf('Your pickup is confirmed');
    fireEvent.click(within(pickup).getByRole('button', { name: t.sendAgainOf('Your pickup is confirmed', 'ravi@example.in') }));
    expect(await screen.findByText(consoleMessages.failedMailRetried)).toBeTruthy();
    expect(retry.calls.map((call) => call.params.id)).toEqual([pickupId]);
    expect(retry.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Your pickup is confirmed' })).toBeNull());
    expect(screen.getByRole('article', { name: failed[0]?.subject ?? '' })).toBeTruthy();
  });

  it("tells the server's refusal when the mail is no longer failed", async () => {
    stubServer(refuse(404, { code: 'NOT_FOUND', message: consoleMessages.failedMailNotFound, requestId: 'r' }));
    renderList();
    const receipt = await cardOf(failed[0]?.subject ?? '');
    fireEvent.click(within(receipt).getByRole('button', { name: t.sendAgainOf(failed[0]?.subject ?? '', 'sunita@example.in') }));
    expect(await screen.findByText(consoleMessages.failedMailNotFound)).toBeTruthy();
  });

  it('says so when no mail has failed', async () => {
    stubEndpoint(adminRoutes.adminFailedMails, []);
    renderList();
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('offers a retry when the list cannot be read', async () => {
    stubEndpoint(adminRoutes.adminFailedMails, refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }));
    renderList();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
