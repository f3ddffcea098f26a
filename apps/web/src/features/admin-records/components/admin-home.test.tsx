import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminSummary } from '@kt/contract/admin/home';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminAuthRecord } from '../../../test-support.ts';
import { adminRecordsTexts } from '../texts.ts';
import { AdminHome, waitingWords } from './admin-home.tsx';

const t = adminRecordsTexts.home;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const summary: AdminSummary = {
  today: '2026-11-20',
  week_start: '2026-11-16',
  waiting: {
    pincode_requests: { count: 3, oldest_at: hoursAgo(50) },
    category_requests: { count: 0, oldest_at: null },
    documents: { count: 1, oldest_at: hoursAgo(5) },
    failed_mails: { count: 2, oldest_at: hoursAgo(30) },
  },
  orders: { today: 4, this_week: 17 },
  sign_ups: { customers: { today: 2, this_week: 9 }, dealers: { today: 0, this_week: 1 } },
  // Every step done: the list is not shown.
  getting_started: {
    mail: { kind: 'smtp', dev_mailbox: false, test_mail_sent: true },
    site_settings: { contact_email: true, phone: true, postal_address: true },
    content: { faq_items: 4, team_members: 2 },
    dealer_approved: true,
  },
};

function renderHome(reply: Reply<typeof adminRoutes.adminSummary>) {
  browserStorage.setAuth(adminAuthRecord);
  const summaryStub = stubEndpoint(adminRoutes.adminSummary, reply);
  renderPage(<AdminHome />, { path: paths.adminHome });
  return summaryStub;
}

describe('AdminHome', () => {
  it('shows what waits as cards opening their lists, with the count and how long the oldest has waited', async () => {
    const summaryStub = renderHome(summary);
    const pincode = await screen.findByRole('link', { name: /Pincode requests/ });
    expect(pincode.getAttribute('href')).toBe(paths.adminPincodeRequests);
    expect(pincode.textContent).toContain('3 waiting, oldest 2 days');
    const category = screen.getByRole('link', { name: /Category requests/ });
    expect(category.getAttribute('href')).toBe(paths.adminCategoryRequests);
    expect(category.textContent).toContain(t.nothingWaiting);
    const documents = screen.getByRole('link', { name: /Dealer documents to review/ });
    expect(documents.getAttribute('href')).toBe(paths.adminDocuments);
    expect(documents.textContent).toContain('1 waiting, oldest 5 hours');
    const failedMails = screen.getByRole('link', { name: /Failed messages/ });
    expect(failedMails.getAttribute('href')).toBe(paths.adminMessages);
    expect(failedMails.textContent).toContain('2 waiting, oldest 1 day');
    expect(summaryStub.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("shows today's and this week's orders and sign-ups, and the way to the users list", async () => {
    renderHome(summary);
    const activity = within((await screen.findByRole('heading', { name: t.activityHeading })).closest('section') as HTMLElement);
    const figures = (label: string) => {
      const card = activity.getByRole('heading', { name: label }).closest('li') as HTMLElement;
      return within(card).getAllByRole('definition').map((cell) => cell.textContent);
    };
    expect(figures(t.orders)).toEqual(['4', '17']);
    expect(figures(t.customers)).toEqual(['2', '9']);
    expect(figures(t.dealers)).toEqual(['0', '1']);
    expect(activity.getByText('Week from Monday 16 Nov 2026')).toBeTruthy();
    expect(activity.getByRole('link', { name: t.seeUsers }).getAttribute('href')).toBe(paths.adminUsers);
  });

  it('shows the getting-started list while a step is to do', async () => {
    renderHome({ ...summary, getting_started: { ...summary.getting_started, dealer_approved: false } });
    expect(await screen.findByRole('heading', { name: adminRecordsTexts.gettingStarted.heading })).toBeTruthy();
  });

  it('leaves the getting-started list out once every step is done', async () => {
    renderHome(summary);
    await screen.findByRole('heading', { name: t.waitingHeading });
    expect(screen.queryByRole('heading', { name: adminRecordsTexts.gettingStarted.heading })).toBeNull();
  });

  it('offers a retry when the figures cannot be read', async () => {
    renderHome(refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('words a wait in hours under a day and in days after', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(waitingWords({ count: 2, oldest_at: '2026-11-20T11:30:00Z' }, now)).toBe('2 waiting, oldest under an hour');
    expect(waitingWords({ count: 1200, oldest_at: '2026-11-10T12:00:00Z' }, now)).toBe('1,200 waiting, oldest 10 days');
    expect(waitingWords({ count: 0, oldest_at: null }, now)).toBe(t.nothingWaiting);
  });
});
