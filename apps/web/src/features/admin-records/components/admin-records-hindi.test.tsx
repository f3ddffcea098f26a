import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminSummary } from '@kt/contract/admin/home';
import type { FailedMail } from '@kt/contract/admin/messages';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { stubEndpoint } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminAuthRecord } from '../../../test-support.ts';
import { AdminHome } from './admin-home.tsx';
import { FailedMails } from './failed-mails.tsx';
import { VotesTally } from './votes-tally.tsx';

/* The admin console in Hindi (issue 29): Hindi labels, and counts grouped in lakhs as hi-IN writes them. */

// Loading every Hindi twin takes a moment the first time: in the hook, not in a test's time.
beforeEach(() => inLanguage('hi'));
afterEach(backToEnglish);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const summary: AdminSummary = {
  today: '2026-11-20',
  week_start: '2026-11-16',
  waiting: {
    pincode_requests: { count: 125000, oldest_at: hoursAgo(50) },
    category_requests: { count: 0, oldest_at: null },
    documents: { count: 1, oldest_at: hoursAgo(5) },
    failed_mails: { count: 2, oldest_at: hoursAgo(30) },
  },
  orders: { today: 4, this_week: 1234567 },
  sign_ups: { customers: { today: 2, this_week: 9 }, dealers: { today: 0, this_week: 1 } },
  getting_started: {
    mail: { kind: 'smtp', dev_mailbox: false, test_mail_sent: true },
    site_settings: { contact_email: true, phone: true, postal_address: true },
    content: { faq_items: 4, team_members: 2 },
    dealer_approved: false,
  },
};

const failed: FailedMail[] = [
  {
    id: '0b7c2f9e-5d1a-4c3b-9e8f-1a2b3c4d5e6f',
    to: 'sunita@example.in',
    subject: 'Your receipt for order KTO00000012',
    error: '550 5.1.1 <sunita@example.in>: mailbox unavailable',
    attempts: 150000,
    created_at: '2026-11-20T04:30:00.000Z',
    failed_at: '2026-11-20T09:00:00.000Z',
  },
];

describe('the admin console in Hindi', () => {
  it('draws the home with Hindi labels and counts in lakhs', async () => {
    browserStorage.setAuth(adminAuthRecord);
    stubEndpoint(adminRoutes.adminSummary, summary);
    renderPage(<AdminHome />, { path: paths.adminHome });

    const waiting = within((await screen.findByRole('heading', { name: 'आपके लिए बाकी' })).closest('section') as HTMLElement);
    const pincode = waiting.getByRole('link', { name: /पिनकोड अनुरोध/ });
    expect(pincode.getAttribute('href')).toBe(paths.adminPincodeRequests);
    expect(pincode.textContent).toContain('1,25,000 बाकी, सबसे पुराना 2 दिन');
    expect(waiting.getByRole('link', { name: /श्रेणी अनुरोध/ }).textContent).toContain('कुछ बाकी नहीं');
    expect(waiting.getByRole('link', { name: /जाँच के लिए डीलर दस्तावेज़/ }).textContent).toContain('1 बाकी, सबसे पुराना 5 घंटे');
    expect(waiting.getByRole('link', { name: /विफल संदेश/ }).textContent).toContain('2 बाकी, सबसे पुराना 1 दिन');

    const activity = within(screen.getByRole('heading', { name: 'आज और इस हफ़्ते' }).closest('section') as HTMLElement);
    const orders = activity.getByRole('heading', { name: 'दिए गए ऑर्डर' }).closest('li') as HTMLElement;
    expect(within(orders).getAllByRole('definition').map((cell) => cell.textContent)).toEqual(['4', '12,34,567']);
    expect(activity.getByRole('link', { name: 'उपयोगकर्ता देखें' }).getAttribute('href')).toBe(paths.adminUsers);
    // A step is to do: the getting-started list shows, in Hindi.
    expect(screen.getByRole('heading', { name: 'शुरुआत' })).toBeTruthy();
    expect(screen.getByText('पहला डीलर स्वीकृत')).toBeTruthy();
    expect(screen.queryByText(/Waiting for you|Orders placed|Getting started/)).toBeNull();
  });

  it('draws the failed messages list with Hindi labels and counts in lakhs', async () => {
    browserStorage.setAuth(adminAuthRecord);
    stubEndpoint(adminRoutes.adminFailedMails, failed);
    renderPage(<FailedMails />, { path: paths.adminMessages });

    const card = within((await screen.findByRole('article', { name: 'Your receipt for order KTO00000012' })) as HTMLElement);
    expect(screen.getByRole('list', { name: 'विफल संदेश' })).toBeTruthy();
    expect(card.getByText('किसे')).toBeTruthy();
    expect(card.getByText('कोशिशें')).toBeTruthy();
    expect(card.getByText('1,50,000')).toBeTruthy();
    const button = card.getByRole('button', { name: 'फिर से भेजें: Your receipt for order KTO00000012, sunita@example.in को' });
    expect(button.textContent).toBe('फिर से भेजें');
  });

  it('draws the votes tally with Hindi headings and counts in lakhs', async () => {
    browserStorage.setAuth(adminAuthRecord);
    stubEndpoint(adminRoutes.adminVotes, [{ poll: 1, yes: 150000, no: 2500, total: 152500 }]);
    renderPage(<VotesTally />, { path: paths.adminSubmissions });

    const table = within(await screen.findByRole('table', { name: 'हर पोल के वोट' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['पोल', 'हाँ', 'नहीं', 'कुल']);
    expect(table.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1,50,000', '2,500', '1,52,500']);
    expect(table.getByRole('rowheader').textContent).toBe('पोल 1');
  });
});
