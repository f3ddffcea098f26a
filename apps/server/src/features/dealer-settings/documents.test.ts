import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import type { DealerDocuments } from '@kt/contract/dealer-settings/documents';
import { messages } from '@kt/contract/messages';
import { dealerDocuments, dealerProfiles } from '../../platform/db/schema/index.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { newCustomer } from '../../../test/orders-helpers.ts';
import { pdf, pdfFile, png, pngFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newDealer(type: DealerAccountType): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer', { account_type: type, role: type }, { documents: 'none' });
  return signIn(t.app, 'dealer', form.email);
}

/** A file of exactly `bytes` bytes that starts like `head` (enough for sniffing by content). */
const padded = (head: Buffer, bytes: number) => Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);

/** A complete set of each account type: PDFs, and the photo or logo as a PNG. */
function fullSet(type: DealerAccountType): Record<string, TestFile> {
  const kabadi = { Aadhar_card: pdfFile('aadhar.pdf'), Pic: pngFile('photo.png') };
  if (type === 'Kabadi') return kabadi;
  const collector = { ...kabadi, GSTcertificate: pdfFile('gst.pdf') };
  if (type === 'Collector') return collector;
  return { ...collector, CompanyPAN: pdfFile('pan.pdf'), CompanyIncopration: pdfFile('incorporation.pdf') };
}

function upload(caller: AuthRecord | null, files: Record<string, TestFile>, dealerId = caller?.id ?? 0) {
  const body = multipartBody({ dealer_id: dealerId }, files);
  return t.app.inject({
    method: 'POST',
    url: '/dealer_details/add_documents/',
    payload: body.payload,
    headers: { ...body.headers, ...(caller ? bearer(caller) : {}) },
  });
}

function getDocuments(caller: AuthRecord | null, dealerId: number) {
  return t.app.inject({ method: 'GET', url: `/dealer_details/get_documents/${dealerId}/`, headers: caller ? bearer(caller) : {} });
}

/** The dealer's files in the storage directory. */
async function storedFiles(dealerId: number): Promise<string[]> {
  const names = await readdir(path.join(t.config.dataDir, 'uploads', 'documents')).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(`${dealerId}-`)).sort();
}

const rowsOf = (dealerId: number) => t.database.db.select().from(dealerDocuments).where(eq(dealerDocuments.dealerId, dealerId));

async function profileOf(dealerId: number) {
  const [row] = await t.database.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, dealerId));
  return row;
}

async function expectNothingStored(dealerId: number) {
  expect(await rowsOf(dealerId)).toEqual([]);
  expect(await storedFiles(dealerId)).toEqual([]);
  expect(await profileOf(dealerId)).toMatchObject({ documentsStatus: 'Not uploaded', documentsUploadedAt: null });
}

describe('POST /dealer_details/add_documents/: refusals store nothing', () => {
  it.each([
    ['Kabadi', 'Pic'],
    ['Collector', 'GSTcertificate'],
    ['Recycler', 'CompanyPAN'],
  ] as const)("refuses a %s without %s with 'Please upload all the required documents'", async (type, left) => {
    const dealer = await newDealer(type);
    const { [left]: _left, ...files } = fullSet(type);
    const res = await upload(dealer, files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: messages.dealerSettings.documentsMissing,
      fields: { [left]: [messages.dealerSettings.documentsMissing] },
    });
    expect(Object.keys(res.json().fields)).toEqual([left]);
    await expectNothingStored(dealer.id);
  });

  it('refuses a Collector sending the Kabadi set, naming the missing GST certificate', async () => {
    const dealer = await newDealer('Collector');
    const res = await upload(dealer, fullSet('Kabadi'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ GSTcertificate: [messages.dealerSettings.documentsMissing] });
    await expectNothingStored(dealer.id);
  });

  it("refuses a PDF of 153601 bytes with 'Please upload documents with pdf size < 150 KB'", async () => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, { ...fullSet('Kabadi'), Aadhar_card: { data: padded(pdf, 153_601), filename: 'aadhar.pdf', type: 'application/pdf' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: messages.dealerSettings.pdfTooLarge, fields: { Aadhar_card: [messages.dealerSettings.pdfTooLarge] } });
    await expectNothingStored(dealer.id);
  });

  it("refuses a picture of 204801 bytes with 'Please upload documents with logo size 200KB'", async () => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, { ...fullSet('Kabadi'), Pic: { data: padded(png, 204_801), filename: 'photo.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: messages.dealerSettings.imageTooLarge });
    await expectNothingStored(dealer.id);
  });

  it('refuses a .pdf that is really an image (PNG bytes named x.pdf, sent as application/pdf) as an invalid format', async () => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, { ...fullSet('Kabadi'), Aadhar_card: { data: png, filename: 'x.pdf', type: 'application/pdf' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.dealerSettings.documentsInvalid, fields: { Aadhar_card: [messages.dealerSettings.documentsInvalid] } });
    await expectNothingStored(dealer.id);
  });

  it.each([
    ['PNG bytes named x.pdf, sent as image/png', { data: png, filename: 'x.pdf', type: 'image/png' }],
    ['PNG bytes named x.png, sent as application/pdf', { data: png, filename: 'x.png', type: 'application/pdf' }],
    ['PDF bytes named aadhar.jpg, sent as image/jpeg', { data: pdf, filename: 'aadhar.jpg', type: 'image/jpeg' }],
    ['PDF bytes named aadhar.pdf, sent as image/png', { data: pdf, filename: 'aadhar.pdf', type: 'image/png' }],
  ])('refuses a file whose name or declared type contradicts its content: %s', async (_case, file) => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, { ...fullSet('Kabadi'), Aadhar_card: file });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(messages.dealerSettings.documentsInvalid);
    await expectNothingStored(dealer.id);
  });

  it('refuses a file that is neither a PDF nor a picture (text named .pdf) as an invalid format', async () => {
    const dealer = await newDealer('Collector');
    const text = { data: Buffer.from('This is my GST number: 09ABCDE1234F1Z5'), filename: 'gst.pdf', type: 'application/pdf' };
    const res = await upload(dealer, { ...fullSet('Collector'), GSTcertificate: text });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: messages.dealerSettings.documentsInvalid, fields: { GSTcertificate: [dealerAreaMessages.documentWrongType] } });
    await expectNothingStored(dealer.id);
  });

  it('refuses a PDF as the photo (Pic must be a picture)', async () => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, { ...fullSet('Kabadi'), Pic: pdfFile('photo.pdf') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: messages.dealerSettings.documentsInvalid, fields: { Pic: [dealerAreaMessages.documentPictureOnly] } });
    await expectNothingStored(dealer.id);
  });

  it('refuses a bad optional file too, keeping the good required ones out of storage', async () => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, { ...fullSet('Kabadi'), OtherDocuments: { data: Buffer.from('GIF89a not really'), filename: 'other.gif', type: 'image/gif' } });
    expect(res.statusCode).toBe(415);
    await expectNothingStored(dealer.id);
  });
});

describe('POST /dealer_details/add_documents/: who may upload', () => {
  it('refuses a dealer_id of another dealer with 403 and stores nothing for either', async () => {
    const [owner, other] = await Promise.all([newDealer('Kabadi'), newDealer('Kabadi')]);
    const res = await upload(other, fullSet('Kabadi'), owner.id);
    expect(res.statusCode).toBe(403);
    await expectNothingStored(owner.id);
    await expectNothingStored(other.id);
  });

  it('refuses a customer token with 403 and no token with 401', async () => {
    const customer = await newCustomer(t);
    expect((await upload(customer, fullSet('Kabadi'))).statusCode).toBe(403);
    const dealer = await newDealer('Kabadi');
    expect((await upload(null, fullSet('Kabadi'), dealer.id)).statusCode).toBe(401);
    await expectNothingStored(dealer.id);
  });

  it("refuses a body without dealer_id with 'Please upload documents in valid formats'", async () => {
    const dealer = await newDealer('Kabadi');
    const body = multipartBody({}, fullSet('Kabadi'));
    const res = await t.app.inject({ method: 'POST', url: '/dealer_details/add_documents/', payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.dealerSettings.documentsInvalid);
    await expectNothingStored(dealer.id);
  });
});

describe('POST /dealer_details/add_documents/: success', () => {
  it.each(['Kabadi', 'Collector', 'Recycler'] as const)(
    "stores a %s's required set privately, answers 'Documents uploaded' and puts it to review",
    async (type) => {
      const dealer = await newDealer(type);
      const files = fullSet(type);
      const res = await upload(dealer, files);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ msg: messages.dealerSettings.documentsUploaded });

      const profile = await profileOf(dealer.id);
      expect(profile).toMatchObject({ documentsStatus: 'Awaiting review', documentsReason: null });
      expect(profile?.documentsUploadedAt).toBeInstanceOf(Date);
      const stored = await storedFiles(dealer.id);
      expect(stored).toHaveLength(Object.keys(files).length);
      for (const name of stored) expect(name).toMatch(new RegExp(`^${dealer.id}-[a-z0-9_-]{16}-[a-z_]+\\.(pdf|png)$`));

      const listed = await getDocuments(dealer, dealer.id);
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      const body = listed.json() as DealerDocuments;
      expect(body).toMatchObject({ dealer_id: dealer.id, status: 'Awaiting review', reason: null });
      expect(body.uploaded_at).toEqual(profile?.documentsUploadedAt?.toISOString());
      expect(body.files.map((file) => file.field).sort()).toEqual(Object.keys(files).sort());
      const pic = body.files.find((file) => file.field === 'Pic');
      expect(pic).toMatchObject({ type: 'image/png', bytes: png.length });
      expect(pic?.url).toMatch(new RegExp(`/v3/api/private-files/documents/${dealer.id}-[a-z0-9_-]{16}-pic\\.png$`));
      expect(body.files.find((file) => file.field === 'Aadhar_card')).toMatchObject({ type: 'application/pdf', bytes: pdf.length });
    },
  );

  it('ignores the files of fields a Kabadi does not use (CompanyPAN, GSTcertificate) and keeps the optional other document', async () => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, { ...fullSet('Kabadi'), OtherDocuments: pdfFile('other.pdf'), CompanyPAN: pdfFile('pan.pdf'), GSTcertificate: pdfFile('gst.pdf') });
    expect(res.statusCode, res.body).toBe(201);
    const fields = (await rowsOf(dealer.id)).map((row) => row.field).sort();
    expect(fields).toEqual(['Aadhar_card', 'OtherDocuments', 'Pic']);
    expect(await storedFiles(dealer.id)).toHaveLength(3);
  });

  it('accepts a PDF of exactly 153600 bytes and a picture of exactly 204800 bytes', async () => {
    const dealer = await newDealer('Kabadi');
    const res = await upload(dealer, {
      Aadhar_card: { data: padded(pdf, 153_600), filename: 'aadhar.pdf', type: 'application/pdf' },
      Pic: { data: padded(png, 204_800), filename: 'photo.png', type: 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowsOf(dealer.id)).map((row) => row.bytes).sort()).toEqual([153_600, 204_800]);
  });

  it('replaces the whole set on a re-upload (deleting the old files) and puts a rejected set back to review', async () => {
    const dealer = await newDealer('Collector');
    expect((await upload(dealer, { ...fullSet('Collector'), OtherDocuments: pdfFile('other.pdf') })).statusCode).toBe(201);
    const firstKeys = (await rowsOf(dealer.id)).map((row) => row.storageKey);
    await t.database.db
      .update(dealerProfiles)
      .set({ documentsStatus: 'Rejected', documentsReason: 'The GST certificate is unreadable.' })
      .where(eq(dealerProfiles.userId, dealer.id));

    const again = await upload(dealer, { ...fullSet('Collector'), Aadhar_card: pngFile('aadhar.png') });
    expect(again.statusCode, again.body).toBe(201);
    const rows = await rowsOf(dealer.id);
    expect(rows.map((row) => row.field).sort()).toEqual(['Aadhar_card', 'GSTcertificate', 'Pic']);
    expect(rows.some((row) => firstKeys.includes(row.storageKey))).toBe(false);
    // The first set's files are gone from storage; only the new set's three are kept.
    expect(await storedFiles(dealer.id)).toHaveLength(3);
    expect(await profileOf(dealer.id)).toMatchObject({ documentsStatus: 'Awaiting review', documentsReason: null });

    const body = (await getDocuments(dealer, dealer.id)).json() as DealerDocuments;
    expect(body.files.map((file) => file.field).sort()).toEqual(['Aadhar_card', 'GSTcertificate', 'Pic']);
    expect(body.files.find((file) => file.field === 'Aadhar_card')?.type).toBe('image/png');
  });
});

describe('GET /dealer_details/get_documents/:id/ and the private files', () => {
  it("shows 'Not uploaded' and no files before the first upload", async () => {
    const dealer = await newDealer('Recycler');
    const res = await getDocuments(dealer, dealer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dealer_id: dealer.id, status: 'Not uploaded', reason: null, uploaded_at: null, files: [] });
  });

  it("lets the owner download a document and refuses another dealer both the list (403) and the file (404)", async () => {
    const [owner, other] = await Promise.all([newDealer('Kabadi'), newDealer('Kabadi')]);
    const aadhar = padded(pdf, 5_000);
    expect((await upload(owner, { ...fullSet('Kabadi'), Aadhar_card: { data: aadhar, filename: 'aadhar.pdf', type: 'application/pdf' } })).statusCode).toBe(201);
    const body = (await getDocuments(owner, owner.id)).json() as DealerDocuments;
    const url = body.files.find((file) => file.field === 'Aadhar_card')?.url ?? '';
    const filePath = new URL(url).pathname;

    expect((await getDocuments(other, owner.id)).statusCode).toBe(403);
    expect((await getDocuments(null, owner.id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: filePath, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: filePath })).statusCode).toBe(401);

    const download = await t.app.inject({ method: 'GET', url: filePath, headers: bearer(owner) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(aadhar)).toBe(true);
  });

  it('does not serve a document through the public /media route', async () => {
    const dealer = await newDealer('Kabadi');
    expect((await upload(dealer, fullSet('Kabadi'))).statusCode).toBe(201);
    const [name] = await storedFiles(dealer.id);
    const res = await t.app.inject({ method: 'GET', url: `/media/documents/${name}`, headers: bearer(dealer) });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a customer reading a dealer’s documents with 403', async () => {
    const [dealer, customer] = await Promise.all([newDealer('Kabadi'), newCustomer(t)]);
    expect((await getDocuments(customer, dealer.id)).statusCode).toBe(403);
  });
});
