import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import type { DealerDocuments as Documents } from '@kt/contract/dealer-settings/documents';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage } from '../../../../test-render.tsx';
import { DealerDocuments } from './dealer-documents.tsx';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

const notUploaded: Documents = { dealer_id: 7, status: 'Not uploaded', reason: null, uploaded_at: null, files: [] };
const notFound = refuse(404, { msg: 'Not found' });

/** The documents endpoints: dealer 7's state on file, an upload answering `uploadAnswer`, and dealer 7's files. */
function stubServer(documents: Documents = notUploaded, uploadAnswer: Reply<typeof routes.addDocuments> = { msg: 'Documents uploaded' }) {
  stubEndpoint(routes.dealerDocuments, ({ params }) => (params.id === '7' ? documents : notFound));
  return {
    uploads: stubEndpoint(routes.addDocuments, uploadAnswer),
    files: stubEndpoint(routes.privateFile, ({ url }) =>
      url.pathname.startsWith('/v3/api/private-files/documents/7-') ? new Response('file bytes', { headers: { 'Content-Type': 'application/pdf' } }) : notFound,
    ),
  };
}

function renderDocuments(accountType: DealerAccountType) {
  browserStorage.setAuth(makeAuthRecord(accountType));
  return renderPage(
    <>
      <DealerDocuments />
      <Toaster />
    </>,
    { path: '/dealer/settings/documentupload', otherPaths: ['/dealer/settings'] },
  );
}

const pdf = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const png = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Upload documents' }));
}

/** Each file input of the form: its name, label, whether required, and what it accepts. */
function formFields(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')].map((input) => ({
    name: input.name,
    label: input.labels?.[0]?.textContent,
    isRequired: input.required,
    accept: input.accept,
  }));
}

const anyDocument = 'application/pdf,image/jpeg,image/png,image/webp';
const picture = 'image/jpeg,image/png,image/webp';

describe('DealerDocuments form', () => {
  it('shows the individual form to a Kabadi: Aadhaar card and photo required, other documents optional', () => {
    stubServer();
    const { container } = renderDocuments('Kabadi');
    expect(formFields(container)).toEqual([
      { name: 'Aadhar_card', label: 'Aadhaar card', isRequired: true, accept: anyDocument },
      { name: 'Pic', label: 'Your photo', isRequired: true, accept: picture },
      { name: 'OtherDocuments', label: 'Other documents (optional)', isRequired: false, accept: anyDocument },
    ]);
  });

  it('shows the form with GST to a Collector', () => {
    stubServer();
    const { container } = renderDocuments('Collector');
    expect(formFields(container)).toEqual([
      { name: 'Aadhar_card', label: 'Aadhaar card', isRequired: true, accept: anyDocument },
      { name: 'Pic', label: 'Your photo', isRequired: true, accept: picture },
      { name: 'GSTcertificate', label: 'GST certificate', isRequired: true, accept: anyDocument },
      { name: 'OtherDocuments', label: 'Other documents (optional)', isRequired: false, accept: anyDocument },
    ]);
  });

  it('shows the company form to a Recycler, with the company logo as its picture', () => {
    stubServer();
    const { container } = renderDocuments('Recycler');
    expect(formFields(container)).toEqual([
      { name: 'CompanyPAN', label: 'Company PAN card', isRequired: true, accept: anyDocument },
      { name: 'Aadhar_card', label: 'Aadhaar card', isRequired: true, accept: anyDocument },
      { name: 'GSTcertificate', label: 'GST certificate', isRequired: true, accept: anyDocument },
      { name: 'CompanyIncopration', label: 'Certificate of incorporation', isRequired: true, accept: anyDocument },
      { name: 'Pic', label: 'Company logo', isRequired: true, accept: picture },
      { name: 'OtherDocuments', label: 'Other documents (optional)', isRequired: false, accept: anyDocument },
    ]);
  });

  it('refuses a missing required file with the spec text and sends nothing', async () => {
    const { uploads } = stubServer();
    renderDocuments('Collector');
    choose('Aadhaar card', pdf('aadhaar.pdf'));
    choose('Your photo', png('me.png'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.dealerSettings.documentsMissing);
    expect(screen.getByLabelText('GST certificate').getAttribute('aria-invalid')).toBe('true');
    expect(uploads.calls).toHaveLength(0);
  });

  it('refuses a PDF over 150 KB with the spec text and sends nothing', async () => {
    const { uploads } = stubServer();
    renderDocuments('Kabadi');
    choose('Aadhaar card', pdf('aadhaar.pdf', limits.documentPdfMaxBytes + 1));
    choose('Your photo', png('me.png'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.dealerSettings.pdfTooLarge);
    expect(uploads.calls).toHaveLength(0);
  });

  it('refuses a picture over 200 KB with the spec text and sends nothing', async () => {
    const { uploads } = stubServer();
    renderDocuments('Kabadi');
    // A PDF may be at most 150 KB but a picture 200 KB: this one is fine as a picture.
    choose('Aadhaar card', png('aadhaar.png', limits.documentPdfMaxBytes + 1));
    choose('Your photo', png('me.png', limits.documentImageMaxBytes + 1));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.dealerSettings.imageTooLarge);
    expect(screen.getByLabelText('Your photo').getAttribute('aria-invalid')).toBe('true');
    expect(uploads.calls).toHaveLength(0);
  });

  it('refuses a PDF as the photo with the invalid-format text and sends nothing', async () => {
    const { uploads } = stubServer();
    renderDocuments('Kabadi');
    choose('Aadhaar card', pdf('aadhaar.pdf'));
    choose('Your photo', pdf('me.pdf'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.dealerSettings.documentsInvalid);
    expect(uploads.calls).toHaveLength(0);
  });

  it('sends dealer_id and the files as multipart, says Documents uploaded and goes to the settings', async () => {
    const { uploads } = stubServer();
    renderDocuments('Collector');
    const aadhaar = pdf('aadhaar.pdf', limits.documentPdfMaxBytes);
    const photo = png('me.png', limits.documentImageMaxBytes);
    const gst = pdf('gst.pdf');
    const other = png('shop.png');
    choose('Aadhaar card', aadhaar);
    choose('Your photo', photo);
    choose('GST certificate', gst);
    choose('Other documents (optional)', other);
    submit();
    expect(await screen.findByText(messages.dealerSettings.documentsUploaded)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '/dealer/settings' })).toBeTruthy();
    expect(uploads.calls).toHaveLength(1);
    const [{ form: body, headers }] = uploads.calls as [(typeof uploads.calls)[number]];
    expect(headers.get('Authorization')).toBe('Bearer a');
    expect(body).toBeInstanceOf(FormData);
    expect(body?.get('dealer_id')).toBe('7');
    expect(body?.get('Aadhar_card')).toBe(aadhaar);
    expect(body?.get('Pic')).toBe(photo);
    expect(body?.get('GSTcertificate')).toBe(gst);
    expect(body?.get('OtherDocuments')).toBe(other);
    expect([...(body?.keys() ?? [])].sort()).toEqual(['Aadhar_card', 'GSTcertificate', 'OtherDocuments', 'Pic', 'dealer_id']);
  });

  it("shows the server's refusal and keeps every chosen file for the next try", async () => {
    const refusal = refuse(400, {
      code: 'VALIDATION',
      message: messages.dealerSettings.documentsInvalid,
      requestId: 'r',
      fields: { Pic: [dealerAreaMessages.documentPictureOnly] },
    });
    const { uploads } = stubServer(notUploaded, refusal);
    renderDocuments('Kabadi');
    const aadhaar = pdf('aadhaar.pdf');
    const photo = png('me.png');
    choose('Aadhaar card', aadhaar);
    choose('Your photo', photo);
    submit();
    expect(await screen.findByText(messages.dealerSettings.documentsInvalid)).toBeTruthy();
    expect(screen.getByText(dealerAreaMessages.documentPictureOnly)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '/dealer/settings' })).toBeNull();
    expect((screen.getByLabelText('Aadhaar card') as HTMLInputElement).files?.[0]).toBe(aadhaar);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload documents' })).toHaveProperty('disabled', false));
    submit();
    await waitFor(() => expect(uploads.calls).toHaveLength(2));
    const body = uploads.calls[1]?.form;
    expect(body?.get('Aadhar_card')).toBe(aadhaar);
    expect(body?.get('Pic')).toBe(photo);
  });
});

describe('DealerDocuments state', () => {
  const rejected: Documents = {
    dealer_id: 7,
    status: 'Rejected',
    reason: 'The Aadhaar card is unreadable.',
    uploaded_at: '2026-11-21T06:30:00.000Z',
    files: [
      { field: 'Aadhar_card', url: 'http://api.example.com/v3/api/private-files/documents/7-aadhaar.pdf', type: 'application/pdf', bytes: 2048 },
      { field: 'Pic', url: 'http://api.example.com/v3/api/private-files/documents/7-pic.png', type: 'image/png', bytes: 4096 },
    ],
  };

  it('shows the status, the reason of a rejection and the uploaded files', async () => {
    stubServer(rejected);
    renderDocuments('Recycler');
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText(rejected.reason ?? '')).toBeTruthy();
    expect(screen.getByText(/21 Nov 2026/)).toBeTruthy();
    const files = within(screen.getByRole('list'));
    expect(files.getByText('7-aadhaar.pdf', { exact: false })).toBeTruthy();
    expect(files.getByRole('button', { name: 'Download Company logo' })).toBeTruthy();
  });

  it('says when nothing is uploaded yet', async () => {
    stubServer();
    renderDocuments('Kabadi');
    expect(await screen.findByText('Not uploaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('downloads a private file with the Bearer token and saves it under its name', async () => {
    const { files } = stubServer(rejected);
    const createObjectURL = vi.fn(() => 'blob:aadhaar');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('7-aadhaar.pdf');
      expect(this.href).toBe('blob:aadhaar');
    });
    renderDocuments('Kabadi');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Aadhaar card' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(files.calls.map((call) => call.url.pathname)).toEqual(['/v3/api/private-files/documents/7-aadhaar.pdf']);
    expect(files.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
