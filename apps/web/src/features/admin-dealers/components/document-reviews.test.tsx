import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { DocumentReview } from '@kt/contract/admin/documents';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { refuse, stubEndpoint, type Refused } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminDealerTexts as texts } from '../texts.ts';
import { DocumentReviews } from './document-reviews.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';

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
function stubServer(options: { decision?: Refused } = {}) {
  const lists: Record<string, DocumentReview[]> = { 'Awaiting review': [makeReview()], Verified: [], Rejected: [] };
  const take = (id: string) => {
    const moved = lists['Awaiting review']?.find((entry) => entry.id === Number(id));
    lists['Awaiting review'] = [];
    return moved;
  };
  const reads = stubEndpoint(adminRoutes.adminDocuments, ({ query }) => lists[query.get('status') ?? 'Awaiting review'] ?? []);
  const files = stubEndpoint(routes.privateFile, () => new Response('file'));
  const verifies = stubEndpoint(adminRoutes.adminVerifyDocuments, ({ params }) => {
    if (options.decision) return options.decision;
    const moved = take(params.id);
    lists.Verified = moved ? [{ ...moved, status: 'Verified' }] : [];
    return { msg: adminMessages.documentsVerified };
  });
  const rejects = stubEndpoint(adminRoutes.adminRejectDocuments, ({ params, json }) => {
    if (options.decision) return options.decision;
    const moved = take(params.id);
    lists.Rejected = moved ? [{ ...moved, status: 'Rejected', reason: json?.reason ?? '' }] : [];
    return { msg: adminMessages.documentsRejected };
  });
  /** The list reads whose query matches. */
  const listReads = (pattern: RegExp) => reads.calls.filter((call) => pattern.test(call.url.search));
  return { listReads, files, verifies, rejects };
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
    const { listReads } = stubServer();
    renderReviews();
    const shyam = await card('Shyam Traders');
    expect(within(shyam).getByText('shyam@example.in')).toBeTruthy();
    expect(within(shyam).getByText('KTD000031')).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Download Aadhaar card of Shyam Traders' })).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Download Photo or logo of Shyam Traders' })).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(within(shyam).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(listReads(/status=Awaiting\+review/)).toHaveLength(1);
  });

  it('opens a document with the Bearer token through a blob', async () => {
    const { files } = stubServer();
    const createObjectURL = vi.fn(() => 'blob:aadhaar');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('31-abc-aadhar_card.pdf');
      expect(this.href).toBe('blob:aadhaar');
    });
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Aadhaar card of Shyam Traders' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(files.calls.map((call) => call.url.pathname)).toEqual(['/v3/api/private-files/documents/31-abc-aadhar_card.pdf']);
    expect(files.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('verifies a set: the server is told, the toast says so, and the set leaves the list', async () => {
    const { verifies } = stubServer();
    renderReviews();
    fireEvent.click(within(await card('Shyam Traders')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(adminMessages.documentsVerified)).toBeTruthy();
    expect(verifies.calls.map((call) => call.params.id)).toEqual(['31']);
    expect(await screen.findByText(texts.documents.empty['Awaiting review'])).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Verified' }));
    expect(within(await card('Shyam Traders')).getByText('Verified')).toBeTruthy();
  });

  it('rejects a set only with a reason, which is sent; the Rejected tab shows it', async () => {
    const { rejects } = stubServer();
    renderReviews();
    fireEvent.click(within(await card('Shyam Traders')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the documents of Shyam Traders' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject documents' }));
    expect(await within(dialog).findByText(adminMessages.reasonRequired)).toBeTruthy();
    expect(rejects.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(texts.common.reasonLabel), { target: { value: '  The photo is blurred. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject documents' }));
    expect(await screen.findByText(adminMessages.documentsRejected)).toBeTruthy();
    expect(rejects.calls.map((call) => call.params.id)).toEqual(['31']);
    expect(rejects.calls[0]?.json).toEqual({ reason: 'The photo is blurred.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(within(await card('Shyam Traders')).getByText('The photo is blurred.')).toBeTruthy();
    expect(within(await card('Shyam Traders')).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it("tells the admin when the set was decided meanwhile (409) and reads the list again", async () => {
    const { listReads } = stubServer({ decision: refuse(409, { code: 'CONFLICT', message: adminMessages.documentsNotAwaiting, requestId: 'r' }) });
    renderReviews();
    fireEvent.click(within(await card('Shyam Traders')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(adminMessages.documentsNotAwaiting)).toBeTruthy();
    await waitFor(() => expect(listReads(/status=Awaiting\+review/).length).toBeGreaterThanOrEqual(2));
  });
});
