import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentReview } from '@kt/contract/admin/documents';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { renderPage, sentJson, stubFetch } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminDealerTexts as texts } from '../texts.ts';
import { DocumentReviews } from './document-reviews.tsx';

function makeReview(overrides: Partial<DocumentReview> = {}): DocumentReview {
  return {
    id: 31,
    KT_ID: 'KTD000031',
    username: 'Shyam Traders',
    account_type: 'Kabadi',
    email: 'shyam@example.in',
    uploaded_at: '2026-11-20T08:35:00.000Z',
    status: 'Awaiting review',
    reason: null,
    documents: [
      { field: 'Aadhar_card', url: 'https://kt.example/v3/api/private-files/documents/31-abc-aadhar_card.pdf', type: 'application/pdf', bytes: 40_000 },
      { field: 'Pic', url: 'https://kt.example/v3/api/private-files/documents/31-abc-pic.png', type: 'image/png', bytes: 9_000 },
    ],
    ...overrides,
  };
}

/** The lists by status (a decision moves the set) and the decisions. */
function stubServer(options: { decision?: { status: number; body: unknown } } = {}) {
  const lists: Record<string, DocumentReview[]> = { 'Awaiting review': [makeReview()], Verified: [], Rejected: [] };
  const fetchMock = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/v3/admin/documents/?')) {
      const status = new URLSearchParams(url.split('?')[1]).get('status') ?? 'Awaiting review';
      return { body: lists[status] ?? [] };
    }
    if (method === 'GET' && url.startsWith('/v3/api/private-files/')) return { body: 'file' };
    const decided = /^\/v3\/admin\/documents\/(\d+)\/(verify|reject)\/$/.exec(url);
    if (decided && method === 'POST') {
      if (options.decision) return options.decision;
      const moved = lists['Awaiting review']?.find((entry) => entry.id === Number(decided[1]));
      lists['Awaiting review'] = [];
      if (decided[2] === 'verify') {
        lists.Verified = moved ? [{ ...moved, status: 'Verified' }] : [];
        return { body: { msg: messages.admin.documentsVerified } };
      }
      const reason = (sentJson(init) as { reason: string }).reason;
      lists.Rejected = moved ? [{ ...moved, status: 'Rejected', reason }] : [];
      return { body: { msg: messages.admin.documentsRejected } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' } };
  });
  const calls = (pattern: RegExp, method = 'GET') => fetchMock.mock.calls.filter(([url, init]) => pattern.test(url) && (init?.method ?? 'GET') === method);
  return { fetchMock, calls };
}

function renderReviews() {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  return renderPage(
    <>
      <DocumentReviews />
      <Toaster />
    </>,
    { path: paths.adminDocuments },
  );
}

const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;

describe('DocumentReviews', () => {
  it('lists the sets awaiting review with the dealer, each document a button, and Verify and Reject', async () => {
    const { calls } = stubServer();
    renderReviews();
    const shyam = await card('Shyam Traders');
    expect(within(shyam).getByText('shyam@example.in')).toBeTruthy();
    expect(within(shyam).getByText('KTD000031')).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Download Aadhaar card of Shyam Traders' })).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Download Photo or logo of Shyam Traders' })).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(calls(/status=Awaiting\+review/)).toHaveLength(1);
  });

  it('opens a document with the Bearer token through a blob', async () => {
    const { calls } = stubServer();
    const createObjectURL = vi.fn(() => 'blob:aadhaar');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('31-abc-aadhar_card.pdf');
      expect(this.href).toBe('blob:aadhaar');
    });
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Aadhaar card of Shyam Traders' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = calls(/^\/v3\/api\/private-files\/documents\/31-abc-aadhar_card\.pdf$/);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer a');
  });

  it('verifies a set: the server is told, the toast says so, and the set leaves the list', async () => {
    const { calls } = stubServer();
    renderReviews();
    fireEvent.click(within(await card('Shyam Traders')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.admin.documentsVerified)).toBeTruthy();
    expect(calls(/^\/v3\/admin\/documents\/31\/verify\/$/, 'POST')).toHaveLength(1);
    expect(await screen.findByText(texts.documents.empty['Awaiting review'])).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Verified' }));
    expect(within(await card('Shyam Traders')).getByText('Verified')).toBeTruthy();
  });

  it('rejects a set only with a reason, which is sent; the Rejected tab shows it', async () => {
    const { calls } = stubServer();
    renderReviews();
    fireEvent.click(within(await card('Shyam Traders')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the documents of Shyam Traders' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject documents' }));
    expect(await within(dialog).findByText(messages.admin.reasonRequired)).toBeTruthy();
    expect(calls(/reject/, 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(texts.common.reasonLabel), { target: { value: '  The photo is blurred. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject documents' }));
    expect(await screen.findByText(messages.admin.documentsRejected)).toBeTruthy();
    const [call] = calls(/^\/v3\/admin\/documents\/31\/reject\/$/, 'POST');
    expect(sentJson(call?.[1])).toEqual({ reason: 'The photo is blurred.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(within(await card('Shyam Traders')).getByText('The photo is blurred.')).toBeTruthy();
    expect(within(await card('Shyam Traders')).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it("tells the admin when the set was decided meanwhile (409) and reads the list again", async () => {
    const { calls } = stubServer({ decision: { status: 409, body: { code: 'CONFLICT', message: messages.admin.documentsNotAwaiting, requestId: 'r' } } });
    renderReviews();
    fireEvent.click(within(await card('Shyam Traders')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.admin.documentsNotAwaiting)).toBeTruthy();
    await waitFor(() => expect(calls(/status=Awaiting\+review/).length).toBeGreaterThanOrEqual(2));
  });
});
