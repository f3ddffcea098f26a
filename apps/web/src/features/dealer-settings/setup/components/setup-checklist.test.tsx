import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../../test/in-language.ts';
import { renderPage } from '../../../../test-render.tsx';
import { makeAuthRecord } from '../../../../test-support.ts';
import { setupTexts } from '../setup-texts.ts';
import { SetupChecklist } from './setup-checklist.tsx';

function renderChecklist(status: SetupStatus | { status: number }) {
  const setupStatus = stubEndpoint(
    routes.dealerSetupStatus,
    'ready' in status ? status : refuse(status.status, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }),
  );
  browserStorage.setAuth(makeAuthRecord('Kabadi'));
  const view = renderPage(<SetupChecklist />, { path: '/dealer/home' });
  return { ...view, setupStatus };
}

/** Waits until the status call has answered, so an absent list is absent for good. */
async function settled(queryClient: QueryClient, status: 'success' | 'error') {
  await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe(status));
}

const checklist = () => screen.findByRole('region', { name: setupTexts.title });

describe('SetupChecklist', () => {
  it('lists every missing step as a link to its page', async () => {
    const { setupStatus } = renderChecklist({ documents: 'Not uploaded', documents_reason: null, verified_on: null, active: true, areas: 0, prices: 0, ready: false });
    const region = await checklist();
    expect(within(region).getByRole('link', { name: setupTexts.items.documents }).getAttribute('href')).toBe('/dealer/settings/documentupload');
    expect(within(region).getByRole('link', { name: setupTexts.items.areas }).getAttribute('href')).toBe('/dealer/settings/addarea');
    expect(within(region).getByRole('link', { name: setupTexts.items.prices }).getAttribute('href')).toBe('/dealer/settings/setprice');
    expect(setupStatus.calls).toHaveLength(1);
    expect(setupStatus.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('marks uploaded documents and an added area as done, without links, and links only the price', async () => {
    renderChecklist({ documents: 'Awaiting review', documents_reason: null, verified_on: null, active: true, areas: 2, prices: 0, ready: false });
    const region = await checklist();
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([setupTexts.items.prices]);
    const rows = within(region).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      `✓${setupTexts.items.documentsSent}${setupTexts.states.awaitingReview}`,
      `✓${setupTexts.items.areas}${setupTexts.states.done}`,
      `!${setupTexts.items.prices}${setupTexts.states.todo}`,
    ]);
  });

  it("says 'Rejected' and links to upload the documents again", async () => {
    renderChecklist({ documents: 'Rejected', documents_reason: 'The photo is blurred.', verified_on: null, active: true, areas: 1, prices: 3, ready: false });
    const region = await checklist();
    expect(within(region).getByText(setupTexts.states.rejected)).toBeTruthy();
    expect(within(region).getByRole('link', { name: setupTexts.items.documentsAgain }).getAttribute('href')).toBe('/dealer/settings/documentupload');
    expect(within(region).getByText(setupTexts.rejectedReason('The photo is blurred.'))).toBeTruthy();
  });

  it('says the dealer is not yet visible to customers, and that sent documents wait for the admin (issue 28)', async () => {
    renderChecklist({ documents: 'Awaiting review', documents_reason: null, verified_on: null, active: true, areas: 1, prices: 1, ready: false });
    const region = await checklist();
    expect(within(region).getByText(setupTexts.notVisible)).toBeTruthy();
    expect(within(region).getByText(setupTexts.states.awaitingReview)).toBeTruthy();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('names what is missing when the documents are verified but there is no area and no price', async () => {
    renderChecklist({ documents: 'Verified', documents_reason: null, verified_on: '2026-01-15', active: true, areas: 0, prices: 0, ready: false });
    const region = await checklist();
    expect(within(region).getByText(setupTexts.verifiedOn('15 Jan 2026'))).toBeTruthy();
    expect(within(region).getAllByRole('link').map((link) => link.textContent)).toEqual([setupTexts.items.areas, setupTexts.items.prices]);
  });

  it('is absent when the dealer is ready', async () => {
    const { queryClient } = renderChecklist({ documents: 'Verified', documents_reason: null, verified_on: '2026-01-15', active: true, areas: 1, prices: 1, ready: true });
    await settled(queryClient, 'success');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(setupTexts.title)).toBeNull();
  });

  it('shows nothing when the status cannot be loaded', async () => {
    const { queryClient } = renderChecklist({ status: 500 });
    await settled(queryClient, 'error');
    expect(screen.queryByText(setupTexts.title)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('in Hindi (issue 29)', () => {
    afterEach(backToEnglish);

    it('names the missing steps, their states and the reason in Hindi', async () => {
      await inLanguage('hi');
      renderChecklist({ documents: 'Rejected', documents_reason: 'The photo is blurred.', verified_on: null, active: true, areas: 2, prices: 0, ready: false });
      const region = await screen.findByRole('region', { name: 'ग्राहक आपको ढूँढ सकें, उससे पहले' });
      expect(within(region).getByText(/^अभी ग्राहक आपको नहीं देख सकते/)).toBeTruthy();
      expect(within(region).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
        '!अपने दस्तावेज़ फिर से अपलोड करेंनामंज़ूरएडमिन का कारण: The photo is blurred.',
        '✓कम से कम एक क्षेत्र का पिनकोड जोड़ेंपूरा हुआ',
        '!कम से कम एक भाव डालेंकरना है',
      ]);
      expect(within(region).getByRole('link', { name: 'कम से कम एक भाव डालें' }).getAttribute('href')).toBe('/dealer/settings/setprice');
    });

    it('writes the day the admin verified the documents in Hindi', async () => {
      await inLanguage('hi');
      renderChecklist({ documents: 'Verified', documents_reason: null, verified_on: '2026-01-15', active: true, areas: 0, prices: 0, ready: false });
      const region = await screen.findByRole('region', { name: 'ग्राहक आपको ढूँढ सकें, उससे पहले' });
      expect(within(region).getByText('एडमिन ने दस्तावेज़ जाँच लिए')).toBeTruthy();
      expect(within(region).getByText(/^15 .+ 2026 को सत्यापित$/)).toBeTruthy();
      expect(within(region).queryByText(/Verified/)).toBeNull();
    });
  });
});
