import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { submissionCsvHeaders, type SubmissionEntry, type VoteTally } from '@kt/contract/admin/submissions';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { indiaDate } from '@kt/contract/india-time';
import * as routes from '@kt/contract/routes';
import { adminActions, dealerRatings, formSubmissions, reachUsMessages, scheduleRequests, votes } from '../../platform/db/schema/index.ts';
import { bearer, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { nextPageLink, pageThrough } from '../../../test/paging-helpers.ts';
import { pdf } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

let t: TestApp;
let admin: AuthRecord;
let customer: AuthRecord;
let kabadi: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword);
  customer = await signInDemo(t.app, 'customer');
  kabadi = await signInDemo(t.app, 'kabadi');
});
afterAll(() => t.close());

/** A GET as `who` (the admin unless told; null: no token). */
const get = (url: string, who: AuthRecord | null = admin) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
const list = (query: string) => get(`${adminRoutes.adminSubmissions.path}?${query}`);
const exportCsv = (query: string) => get(`${adminRoutes.adminSubmissionsExport.path}?${query}`);

/** An instant `minutes` after a fixed moment, so each test's rows sort as written. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 6, 0, 0) + minutes * 60_000);

type NewForm = typeof formSubmissions.$inferInsert;
async function insertForms(rows: Omit<NewForm, 'sourceAddress'>[]) {
  return t.database.db
    .insert(formSubmissions)
    .values(rows.map((row) => ({ sourceAddress: '203.0.113.9', ...row })))
    .returning({ id: formSubmissions.id });
}

/** A minimal RFC 4180 reader: records of fields, quotes doubled inside quoted fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) throw new Error(`the CSV does not end with CRLF: ${JSON.stringify(text.slice(-40))}`);
  return records;
}

describe('who may read submissions', () => {
  it('refuses no token (401), a customer (403) and a dealer (403) on the list, the export and the votes, and records no export', async () => {
    const urls = [`${adminRoutes.adminSubmissions.path}?kind=contact`, `${adminRoutes.adminSubmissionsExport.path}?kind=contact`, adminRoutes.adminVotes.path];
    for (const url of urls) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, customer)).statusCode, url).toBe(403);
      expect((await get(url, kabadi)).statusCode, url).toBe(403);
    }
    expect(await t.database.db.select().from(adminActions).where(eq(adminActions.action, 'submissions.export'))).toEqual([]);
  });

  it('refuses a missing or unknown kind and a search over 100 characters, saying why', async () => {
    for (const query of ['', 'kind=votes', 'kind=INTERN']) {
      for (const res of [await list(query), await exportCsv(query)]) {
        expect(res.statusCode, query).toBe(400);
        expect(res.json().fields.kind).toEqual([adminMessages.submissionKindInvalid]);
      }
    }
    const long = await list(`kind=contact&q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.q).toEqual([adminMessages.submissionSearchTooLong]);
    expect((await list(`kind=contact&q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });
});

describe('a kind of submissions', () => {
  it('pages newest first with a Link header that keeps the kind and the search, every row once', async () => {
    const rows = await insertForms([
      { kind: 'contact', name: 'Pagetest One', email: 'one@example.in', subject: 'A', message: 'a', createdAt: at(1) },
      { kind: 'contact', name: 'Pagetest Two', email: 'two@example.in', subject: 'B', message: 'b', createdAt: at(5) },
      // Two in the same instant: the id breaks the tie.
      { kind: 'contact', name: 'Pagetest Three', email: 'three@example.in', subject: 'C', message: 'c', createdAt: at(3) },
      { kind: 'contact', name: 'Pagetest Four', email: 'four@example.in', subject: 'D', message: 'd', createdAt: at(3) },
      { kind: 'contact', name: 'Pagetest Five', email: 'five@example.in', subject: 'E', message: 'e', createdAt: at(2) },
      // Another kind with the same name is not in the list.
      { kind: 'suggestion', name: 'Pagetest Six', email: 'six@example.in', message: 'f', createdAt: at(9) },
    ]);
    const ids = rows.map((row) => row.id);
    const first = await list('kind=contact&q=pagetest&page_size=2');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const link = nextPageLink(first) ?? '';
    expect(link).toMatch(/^\/v3\/admin\/submissions\/\?/);
    expect(new URL(link, 'http://x').searchParams.get('kind')).toBe('contact');
    expect(new URL(link, 'http://x').searchParams.get('q')).toBe('pagetest');

    const pages = await pageThrough<SubmissionEntry>(t.app, admin, `${adminRoutes.adminSubmissions.path}?kind=contact&q=pagetest&page_size=2`);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((entry) => entry.id)).toEqual([ids[1], ids[3], ids[2], ids[4], ids[0]]);
    expect(pages.flat().every((entry) => entry.kind === 'contact')).toBe(true);
    expect(pages[0]?.[0]).toEqual({
      kind: 'contact',
      id: ids[1],
      name: 'Pagetest Two',
      email: 'two@example.in',
      subject: 'B',
      message: 'b',
      created_at: at(5).toISOString(),
    });
  });

  it('finds the search text in the name, e-mail, phone, subject and message, in any case, taking % and _ literally', async () => {
    const [kamla, rohit, plain] = await insertForms([
      { kind: 'suggestion', name: 'Anjali Verma', email: 'anjali.v@example.in', phone: '9811122233', message: 'Please come to Kamla Nagar too', createdAt: at(20) },
      { kind: 'suggestion', name: 'Rohit K', email: 'ROHIT.K@Example.in', phone: '9811144455', message: 'I sort 100% of my paper_waste', createdAt: at(21) },
      { kind: 'suggestion', name: 'Plain Person', email: 'plain@example.in', phone: '9811166677', message: 'Nothing special here', createdAt: at(22) },
    ]);
    const found = async (q: string) => ((await list(`kind=suggestion&q=${encodeURIComponent(q)}`)).json() as SubmissionEntry[]).map((entry) => entry.id);
    expect(await found('KAMLA nagar')).toEqual([kamla?.id]);
    expect(await found('rohit.k@example')).toEqual([rohit?.id]);
    expect(await found('98111666')).toEqual([plain?.id]);
    expect(await found('anjali verma')).toEqual([kamla?.id]);
    expect(await found('100%')).toEqual([rohit?.id]);
    expect(await found('%')).toEqual([rohit?.id]);
    expect(await found('nothing_special')).toEqual([]);
    expect(await found('r_waste')).toEqual([rohit?.id]);
    // Blank search: the whole kind.
    const all = await found('   ');
    expect(all).toEqual(expect.arrayContaining([kamla?.id, rohit?.id, plain?.id]));
  });

  it('answers each marketplace form with the dealer it went to, found by the dealer name or KT id', async () => {
    const db = t.database.db;
    const [schedule] = await db
      .insert(scheduleRequests)
      .values({
        dealerId: kabadi.id,
        selectDate: '2026-12-01',
        selectTime: '10:30',
        name: 'Marketform Visitor',
        email: 'mv@example.in',
        phone: '9811100000',
        pincode: '282001',
        stateAndCountry: 'Uttar Pradesh, India',
        address: '4 Civil Lines, Agra',
        sourceIp: '203.0.113.9',
        createdAt: at(30),
      })
      .returning({ id: scheduleRequests.id });
    const [rating] = await db
      .insert(dealerRatings)
      .values({ dealerId: kabadi.id, rating: '4.5', review: 'Marketform review: fair weighing', sourceIp: '203.0.113.9', createdAt: at(31) })
      .returning({ id: dealerRatings.id });
    const [message] = await db
      .insert(reachUsMessages)
      .values({ dealerId: kabadi.id, subject: 'Fans', name: 'Marketform Visitor', email: 'mv@example.in', phone: '9811100000', message: 'Old fans?', sourceIp: '203.0.113.9', createdAt: at(32) })
      .returning({ id: reachUsMessages.id });
    const dealer = { id: kabadi.id, KT_ID: kabadi.KT_ID, username: kabadi.username };

    expect((await list('kind=schedule&q=marketform')).json()).toEqual([
      {
        kind: 'schedule',
        id: schedule?.id,
        created_at: at(30).toISOString(),
        dealer,
        name: 'Marketform Visitor',
        email: 'mv@example.in',
        phone: '9811100000',
        select_date: '2026-12-01',
        select_time: '10:30',
        pincode: '282001',
        state_n_country: 'Uttar Pradesh, India',
        address: '4 Civil Lines, Agra',
        status: 'New',
      },
    ]);
    expect((await list('kind=rating&q=marketform')).json()).toEqual([
      { kind: 'rating', id: rating?.id, created_at: at(31).toISOString(), dealer, rating: 4.5, review: 'Marketform review: fair weighing' },
    ]);
    expect((await list('kind=reach_us&q=marketform')).json()).toEqual([
      {
        kind: 'reach_us',
        id: message?.id,
        created_at: at(32).toISOString(),
        dealer,
        subject: 'Fans',
        name: 'Marketform Visitor',
        email: 'mv@example.in',
        phone: '9811100000',
        message: 'Old fans?',
      },
    ]);

    for (const q of [kabadi.username.toUpperCase(), kabadi.KT_ID.toLowerCase()]) {
      const byDealer = (await list(`kind=rating&q=${encodeURIComponent(q)}`)).json() as SubmissionEntry[];
      expect(byDealer.map((entry) => entry.id)).toContain(rating?.id);
      expect(byDealer.every((entry) => entry.kind === 'rating' && entry.dealer.id === kabadi.id)).toBe(true);
    }
  });

  it('answers an intern CV as a private-file URL: the admin gets the PDF, a customer or dealer token is refused', async () => {
    const fields = { name: 'Cvtest Intern', email: 'cvtest@example.in', phone: '9812345670', linkedin_id: 'https://www.linkedin.com/in/cvtest', domain: 'finance' };
    const sent = await t.app.inject({ method: 'POST', url: routes.internForm.path, ...multipartBody(fields, { cv: { data: pdf, filename: 'cv.pdf', type: 'application/pdf' } }) });
    expect(sent.statusCode, sent.body).toBe(201);

    const [entry] = (await list('kind=intern&q=cvtest')).json() as SubmissionEntry[];
    expect(entry).toMatchObject({ kind: 'intern', name: 'Cvtest Intern', phone: '9812345670', linkedin_id: fields.linkedin_id, domain: 'finance' });
    const cv = entry?.kind === 'intern' ? entry.cv : null;
    expect(cv).toMatch(new RegExp(`^${t.config.publicUrl}/v3/api/private-files/cvs/intern-[^/]+\\.pdf$`));
    const path = (cv ?? '').slice(t.config.publicUrl.length);

    const download = await get(path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await get(path, null)).statusCode).toBe(401);
    expect((await get(path, customer)).statusCode).toBe(404);
    expect((await get(path, kabadi)).statusCode).toBe(404);
  });

  it('tallies the votes of each poll', async () => {
    await t.database.db.insert(votes).values([
      { pollId: 901, voterAddress: '203.0.113.1', status: 'Yes' },
      { pollId: 901, voterAddress: '203.0.113.2', status: 'Yes' },
      { pollId: 901, voterAddress: '203.0.113.3', status: 'No' },
      { pollId: 902, voterAddress: '203.0.113.1', status: 'No' },
    ]);
    const res = await get(adminRoutes.adminVotes.path);
    expect(res.statusCode).toBe(200);
    const tallies = res.json() as VoteTally[];
    expect(tallies.find((row) => row.poll === 901)).toEqual({ poll: 901, yes: 2, no: 1, total: 3 });
    expect(tallies.find((row) => row.poll === 902)).toEqual({ poll: 902, yes: 0, no: 1, total: 1 });
  });
});

describe('the CSV export', () => {
  it('streams every matching row across its batches, newest first, as a UTF-8 attachment with a header row, and records who exported what', async () => {
    const total = 1203;
    await insertForms(
      Array.from({ length: total }, (_, n) => ({
        kind: 'suggestion',
        name: `Bulkcsv ${String(n).padStart(4, '0')}`,
        email: `bulk${n}@example.in`,
        phone: '9800000000',
        message: 'plain',
        createdAt: at(1000 + n),
      })),
    );
    const res = await exportCsv('kind=suggestion&q=bulkcsv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="suggestion-submissions-${indiaDate()}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(res.body.slice(1));
    expect(header).toEqual(submissionCsvHeaders.suggestion);
    expect(records).toHaveLength(total);
    expect(records[0]?.slice(2)).toEqual(['Bulkcsv 1202', 'bulk1202@example.in', '9800000000', 'plain']);
    expect(records.at(-1)?.[2]).toBe('Bulkcsv 0000');
    expect(new Set(records.map((record) => record[0])).size).toBe(total);
    // India time: 06:00 UTC plus 1000 minutes is 22:40 UTC, 04:10 the next day in India.
    expect(records.at(-1)?.[1]).toBe('2026-11-21T04:10:00+05:30');
    const names = records.map((record) => record[2]);
    expect(names).toEqual([...names].sort().reverse());

    const [audit] = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'submissions.export'), eq(adminActions.adminId, admin.id)));
    expect(audit).toMatchObject({ targetKind: 'submissions', targetId: null, detail: 'suggestion submissions matching "bulkcsv"' });
  });

  it('quotes commas, quotes and line breaks, and puts an apostrophe before a cell a spreadsheet would run as a formula', async () => {
    const [contact] = await insertForms([
      { kind: 'contact', name: '=HYPERLINK("http://evil.example","x")', email: 'quotes@example.in', subject: 'Hello, "friend"', message: 'line one\nline two\r\nline three', createdAt: at(40) },
    ]);
    const [suggestion] = await insertForms([
      { kind: 'suggestion', name: '@SUM(A1)', email: 'formula@example.in', phone: '+919876543210', message: '-2+3 and more', createdAt: at(41) },
    ]);
    const contactCsv = await exportCsv('kind=contact&q=quotes%40example');
    expect(contactCsv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(contactCsv.body).toContain('"Hello, ""friend"""');
    expect(contactCsv.body).toContain('"line one\nline two\r\nline three"');
    const [, contactRecord] = parseCsv(contactCsv.body.slice(1));
    expect(contactRecord).toEqual([
      String(contact?.id),
      '2026-11-20T12:10:00+05:30',
      `'=HYPERLINK("http://evil.example","x")`,
      'quotes@example.in',
      'Hello, "friend"',
      'line one\nline two\r\nline three',
    ]);

    const [, suggestionRecord] = parseCsv((await exportCsv('kind=suggestion&q=formula%40example')).body.slice(1));
    expect(suggestionRecord).toEqual([String(suggestion?.id), '2026-11-20T12:11:00+05:30', "'@SUM(A1)", 'formula@example.in', "'+919876543210", "'-2+3 and more"]);
  });

  it('exports only the header row when nothing matches', async () => {
    const res = await exportCsv('kind=reach_us&q=nothing-matches-this');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${submissionCsvHeaders.reach_us.join(',')}\r\n`);
  });
});
