import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import type { GettingStarted as GettingStartedState } from '@kt/contract/admin/home';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { adminAuthRecord } from '../../../test-support.ts';
import { stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminRecordsTexts } from '../texts.ts';
import { GettingStarted } from './getting-started.tsx';

const t = adminRecordsTexts.gettingStarted;

/** A new site in development: nothing done yet. */
const fresh: GettingStartedState = {
  mail: { kind: 'outbox', dev_mailbox: true, test_mail_sent: false },
  site_settings: { contact_email: false, phone: false, postal_address: false },
  content: { faq_items: 0, team_members: 0 },
  dealer_approved: false,
};

function renderList(state: GettingStartedState) {
  browserStorage.setAuth(adminAuthRecord);
  const testMail = stubEndpoint(adminRoutes.adminTestMail, { msg: consoleMessages.testMailQueued });
  renderPage(
    <>
      <GettingStarted state={state} />
      <Toaster />
    </>,
    { path: paths.adminHome },
  );
  return testMail;
}

/** A step's card, found by its title. */
const step = (title: string) => screen.getByRole('article', { name: title });

describe('GettingStarted', () => {
  it('lists the four steps as to do on a new site, each with the way to where it is done', () => {
    renderList(fresh);
    for (const title of [t.mail.title, t.siteSettings.title, t.content.title, t.dealer.title]) {
      expect(within(step(title)).getByText(t.toDo)).toBeTruthy();
    }
    expect(within(step(t.siteSettings.title)).getByText('Still missing: the contact e-mail, a phone number and the postal address.')).toBeTruthy();
    expect(within(step(t.siteSettings.title)).getByRole('link', { name: t.siteSettings.link }).getAttribute('href')).toBe(paths.adminSettings);
    expect(within(step(t.content.title)).getByText('Still missing: an FAQ item and a team member.')).toBeTruthy();
    expect(within(step(t.content.title)).getByRole('link', { name: t.content.link }).getAttribute('href')).toBe(paths.adminContent);
    expect(within(step(t.dealer.title)).getByText(t.dealer.missing)).toBeTruthy();
    expect(within(step(t.dealer.title)).getByRole('link', { name: t.dealer.link }).getAttribute('href')).toBe(paths.adminDocuments);
  });

  it('says that mail goes to the development mailbox in development, and links it', () => {
    renderList(fresh);
    const mail = within(step(t.mail.title));
    expect(mail.getByText(t.mail.devMailbox)).toBeTruthy();
    expect(mail.getByText(t.mail.testNotSent)).toBeTruthy();
    expect(mail.getByRole('link', { name: t.mail.openMailbox }).getAttribute('href')).toBe('/dev/mailbox');
  });

  it('sends a test mail with the admin token and says it is on its way', async () => {
    const testMail = renderList(fresh);
    await act(async () => {
      fireEvent.click(within(step(t.mail.title)).getByRole('button', { name: t.mail.sendTest }));
    });
    expect(await screen.findByText(consoleMessages.testMailQueued)).toBeTruthy();
    expect(testMail.calls).toHaveLength(1);
    expect(testMail.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('marks what is done and names only what is missing', () => {
    renderList({
      mail: { kind: 'smtp', dev_mailbox: false, test_mail_sent: true },
      site_settings: { contact_email: true, phone: false, postal_address: true },
      content: { faq_items: 3, team_members: 0 },
      dealer_approved: true,
    });
    const mail = within(step(t.mail.title));
    expect(mail.getByText(t.done)).toBeTruthy();
    expect(mail.getByText(t.mail.smtp)).toBeTruthy();
    expect(mail.getByRole('link', { name: t.mail.seeFailed }).getAttribute('href')).toBe(paths.adminMessages);
    expect(within(step(t.siteSettings.title)).getByText('Still missing: a phone number.')).toBeTruthy();
    expect(within(step(t.content.title)).getByText('Still missing: a team member.')).toBeTruthy();
    expect(within(step(t.dealer.title)).getByText(t.done)).toBeTruthy();
    expect(within(step(t.dealer.title)).getByText(t.dealer.done)).toBeTruthy();
  });
});
