import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { SubmissionEntry, VoteTally } from '@kt/contract/admin/submissions';
import { indiaDate } from '@kt/contract/india-time';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { answer, refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminAuthRecord } from '../../../test-support.ts';
import { adminRecordsTexts } from '../texts.ts';
import { SubmissionsPage } from './submissions-page.tsx';

const t = adminRecordsTexts.submissions;

const suggestion = (id: number, name: string): SubmissionEntry => ({
  kind: 'suggestion',
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`,
  phone: '9812345670',
  message: `Message from ${name}`,
  created_at: '2026-11-20T08:35:00.000Z',
});
const intern: SubmissionEntry = {
  kind: 'intern',
  id: 5,
  name: 'Meera Joshi',
  email: 'meera@example.in',
  phone: '9812345670',
  linkedin_id: 'https://www.linkedin.com/in/meera-joshi',
  domain: 'web development',
  cv: 'http://localhost:3000/v3/api/private-files/cvs/intern-abc123.pdf',
  created_at: '2026-11-19T05:00:00.000Z',
};
const rating: SubmissionEntry = {
  kind: 'rating',
  id: 9,
  dealer: { id: 3, KT_ID: 'KTD000003', username: 'Ramesh Kabadiwala' },
  rating: 4.5,
  review: 'Fair weighing',
  created_at: '2026-11-18T05:00:00.000Z',
};
const tallies: VoteTally[] = [{ poll: 1, yes: 12, no: 3, total: 15 }];

/** A call's path and query, as the app asked for it. */
const pathOf = ({ url }: { url: URL }) => url.pathname + url.search;

/** The server: each list path answers from `pages` (a path not listed answers an empty list). */
function stubServer(pages: Record<string, Reply<typeof adminRoutes.adminSubmissions>> = {}) {
  const lists = stubEndpoint(adminRoutes.adminSubmissions, (call) => pages[pathOf(call)] ?? []);
  stubEndpoint(adminRoutes.adminVotes, tallies);
  const calls = (path: string) => lists.calls.filter((call) => pathOf(call) === path);
  return { calls };
}

function renderSubmissions(url: string = paths.adminSubmissions) {
  browserStorage.setAuth(adminAuthRecord);
  return renderPage(
    <>
      <SubmissionsPage />
      <Toaster />
    </>,
    { path: paths.adminSubmissions, url },
  );
}

/** Catches the temporary <a download> a download clicks: its file name and blob URL. */
function catchDownloads() {
  const createObjectURL = vi.fn(() => 'blob:file');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, createObjectURL };
}

const viewSelect = () => screen.getByRole('combobox', { name: t.viewLabel });

describe('SubmissionsPage', () => {
  it('opens on the suggestions, read with the admin token, and reads another kind when it is chosen', async () => {
    const { calls } = stubServer({
      '/v3/admin/submissions/?kind=suggestion': [suggestion(2, 'Anjali Verma'), suggestion(1, 'Rohit Kumar')],
      '/v3/admin/submissions/?kind=intern': [intern],
    });
    const { router } = renderSubmissions();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Anjali Verma', 'Rohit Kumar']);
    expect(cards[0]?.textContent).toContain('Message from Anjali Verma');
    expect(cards[0]?.textContent).toContain('20 Nov 2026, 2:05 pm');
    expect(calls('/v3/admin/submissions/?kind=suggestion')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');

    fireEvent.change(viewSelect(), { target: { value: 'intern' } });
    expect(await screen.findByRole('article', { name: 'Meera Joshi' })).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=intern');
    expect(screen.queryByText('Anjali Verma')).toBeNull();
  });

  it('refetches with the search text when the search is sent, keeps it in the address, and clears it', async () => {
    const { calls } = stubServer({
      '/v3/admin/submissions/?kind=intern': [intern],
      '/v3/admin/submissions/?kind=intern&q=meera+j': [intern],
    });
    const { router } = renderSubmissions(`${paths.adminSubmissions}?kind=intern`);
    await screen.findByRole('article', { name: 'Meera Joshi' });
    const search = within(screen.getByRole('search'));
    fireEvent.change(search.getByRole('searchbox', { name: t.searchLabel }), { target: { value: '  meera j ' } });
    fireEvent.click(search.getByRole('button', { name: t.searchButton }));
    await waitFor(() => expect(calls('/v3/admin/submissions/?kind=intern&q=meera+j')).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('meera j');

    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: t.clearSearch }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=intern'));
    expect((screen.getByRole('searchbox', { name: t.searchLabel }) as HTMLInputElement).value).toBe('');
  });

  it('says when nothing matches the search', async () => {
    stubServer();
    renderSubmissions(`${paths.adminSubmissions}?kind=contact&q=nobody`);
    expect(await screen.findByText(t.emptySearch('nobody'))).toBeTruthy();
  });

  it("adds the next page the Link header names when 'Show more' is pressed, and hides the button on the last page", async () => {
    const next = '/v3/admin/submissions/?kind=suggestion&cursor=abc';
    const { calls } = stubServer({
      '/v3/admin/submissions/?kind=suggestion': answer([suggestion(3, 'First Person')], { headers: { Link: `<${next}>; rel="next"` } }),
      [next]: [suggestion(2, 'Second Person')],
    });
    renderSubmissions();
    await screen.findByRole('article', { name: 'First Person' });
    fireEvent.click(screen.getByRole('button', { name: adminRecordsTexts.showMore }));
    expect(await screen.findByRole('article', { name: 'Second Person' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls(next)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: adminRecordsTexts.showMore })).toBeNull();
  });

  it("downloads an intern's CV with the Bearer token, through the API origin, under the applicant's name", async () => {
    stubServer({ '/v3/admin/submissions/?kind=intern': [intern] });
    const files = stubEndpoint(routes.privateFile, new Response('pdf bytes', { headers: { 'Content-Type': 'application/pdf' } }));
    const { saved, createObjectURL } = catchDownloads();
    renderSubmissions(`${paths.adminSubmissions}?kind=intern`);
    const card = await screen.findByRole('article', { name: 'Meera Joshi' });
    const button = within(card).getByRole('button', { name: 'Download CV' });
    expect(button.getAttribute('aria-describedby')).toBe(within(card).getByRole('heading').id);
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(saved).toEqual([{ name: 'cv-meera-joshi-5.pdf', href: 'blob:file' }]));
    expect(files.calls.map(pathOf)).toEqual(['/v3/api/private-files/cvs/intern-abc123.pdf']);
    expect(files.calls[0]?.url.origin).toBe(location.origin);
    expect(files.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('exports every row of the kind and search as a CSV file, fetched with the token', async () => {
    const exportPath = '/v3/admin/submissions/export.csv?kind=intern&q=meera';
    stubServer({ '/v3/admin/submissions/?kind=intern&q=meera': [intern] });
    const exports = stubEndpoint(adminRoutes.adminSubmissionsExport, new Response('ID,Name\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const { saved } = catchDownloads();
    renderSubmissions(`${paths.adminSubmissions}?kind=intern&q=meera`);
    await screen.findByRole('article', { name: 'Meera Joshi' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    });
    await waitFor(() => expect(saved).toEqual([{ name: `intern-submissions-${indiaDate()}.csv`, href: 'blob:file' }]));
    expect(exports.calls.map(pathOf)).toEqual([exportPath]);
    expect(exports.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('says so when a download fails, and the button works again', async () => {
    stubServer({ '/v3/admin/submissions/?kind=suggestion': [suggestion(1, 'Anjali Verma')] });
    const exports = stubEndpoint(adminRoutes.adminSubmissionsExport, refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }));
    const { saved } = catchDownloads();
    renderSubmissions();
    await screen.findByRole('article', { name: 'Anjali Verma' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    });
    expect(await screen.findByText(adminRecordsTexts.downloadFailed)).toBeTruthy();
    expect(saved).toEqual([]);
    expect(exports.calls.map(pathOf)).toEqual(['/v3/admin/submissions/export.csv?kind=suggestion']);
    expect((screen.getByRole('button', { name: t.exportCsv }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a rating with the dealer it went to', async () => {
    stubServer({ '/v3/admin/submissions/?kind=rating': [rating] });
    renderSubmissions(`${paths.adminSubmissions}?kind=rating`);
    const card = await screen.findByRole('article', { name: 'Rating of Ramesh Kabadiwala (KTD000003)' });
    expect(card.textContent).toContain('4.5 out of 5');
    expect(card.textContent).toContain('Fair weighing');
  });

  it('shows the votes tally as a table, without search or export', async () => {
    stubServer();
    renderSubmissions(`${paths.adminSubmissions}?kind=votes`);
    const table = await screen.findByRole('table', { name: adminRecordsTexts.votes.caption });
    const row = within(table).getByRole('row', { name: /Poll 1/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '3', '15']);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: t.exportCsv })).toBeNull();
  });
});
