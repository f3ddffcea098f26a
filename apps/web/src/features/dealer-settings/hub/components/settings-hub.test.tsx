import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { backToEnglish, inLanguage } from '../../../../test/in-language.ts';
import { renderPage } from '../../../../test-render.tsx';
import { setupStatusKey } from '../api/get-setup-status.ts';
import { hubTexts } from '../hub-texts.ts';
import { SettingsHub } from './settings-hub.tsx';

const links = [
  ['Documents Upload', '/dealer/settings/documentupload'],
  ['Add Area Pincode', '/dealer/settings/addarea'],
  ['Add Your Price', '/dealer/settings/setprice'],
  ['Request to Add Category', '/dealer/settings/requestcategory'],
  ['Add Employee', '/dealer/settings/addemployee'],
];

function renderHub() {
  browserStorage.setAuth(makeAuthRecord('Collector'));
  return renderPage(<SettingsHub />, { path: '/dealer/settings' });
}

describe('SettingsHub', () => {
  it('shows the five links of spec 2.7 in order, with their texts and paths, then the initiatives page', async () => {
    stubEndpoint(routes.dealerSetupStatus, { documents: 'Not uploaded', documents_reason: null, verified_on: null, active: true, areas: 0, prices: 0, ready: false });
    renderHub();
    const shown = within(screen.getByRole('list')).getAllByRole('link');
    expect(shown.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...links,
      [hubTexts.initiativesTitle, '/dealer/settings/initiatives'],
    ]);
    expect(await screen.findByText(hubTexts.notReady)).toBeTruthy();
  });

  it('describes the initiatives link and shows no progress beside it', async () => {
    stubEndpoint(routes.dealerSetupStatus, { documents: 'Verified', documents_reason: null, verified_on: null, active: true, areas: 1, prices: 1, ready: true });
    renderHub();
    await screen.findByText(hubTexts.ready);
    const link = screen.getByRole('link', { name: 'Marketplace Initiatives' });
    const details = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(details?.textContent).toBe(hubTexts.descriptions.initiatives);
  });

  it('shows beside the first three steps what the setup status says is done', async () => {
    const status = stubEndpoint(routes.dealerSetupStatus, { documents: 'Awaiting review', documents_reason: null, verified_on: null, active: true, areas: 3, prices: 0, ready: false });
    renderHub();
    const documents = screen.getByRole('link', { name: 'Documents Upload' });
    expect(await screen.findByText(hubTexts.awaitingReview)).toBeTruthy();
    expect(documents.getAttribute('aria-describedby')).toBeTruthy();
    const areasDetails = document.getElementById(screen.getByRole('link', { name: 'Add Area Pincode' }).getAttribute('aria-describedby') ?? '');
    expect(areasDetails?.textContent).toContain('Done: 3 areas');
    const pricesDetails = document.getElementById(screen.getByRole('link', { name: 'Add Your Price' }).getAttribute('aria-describedby') ?? '');
    expect(pricesDetails?.textContent).toContain(hubTexts.todo);
    expect(status.calls).toHaveLength(1);
    expect(status.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('keeps its links when the setup status cannot be loaded', async () => {
    stubEndpoint(routes.dealerSetupStatus, refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }));
    const { queryClient } = renderHub();
    await vi.waitFor(() => expect(queryClient.getQueryState(setupStatusKey(7))?.status).toBe('error'));
    expect(screen.getAllByRole('link')).toHaveLength(links.length + 1);
    expect(screen.queryByText(hubTexts.todo)).toBeNull();
  });

  describe('in Hindi (issue 29)', () => {
    afterEach(backToEnglish);

    it('names the steps and their progress in Hindi, to the same pages', async () => {
      await inLanguage('hi');
      stubEndpoint(routes.dealerSetupStatus, { documents: 'Awaiting review', documents_reason: null, verified_on: null, active: true, areas: 3, prices: 0, ready: false });
      renderHub();
      const shown = within(screen.getByRole('list')).getAllByRole('link');
      expect(shown.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['दस्तावेज़ अपलोड करें', '/dealer/settings/documentupload'],
        ['क्षेत्र का पिनकोड जोड़ें', '/dealer/settings/addarea'],
        ['अपने भाव जोड़ें', '/dealer/settings/setprice'],
        ['नई श्रेणी जोड़ने का अनुरोध', '/dealer/settings/requestcategory'],
        ['कर्मचारी जोड़ें', '/dealer/settings/addemployee'],
        ['मार्केटप्लेस पर आपके काम', '/dealer/settings/initiatives'],
      ]);
      expect(await screen.findByText('जाँच बाकी है')).toBeTruthy();
      const areasDetails = document.getElementById(screen.getByRole('link', { name: 'क्षेत्र का पिनकोड जोड़ें' }).getAttribute('aria-describedby') ?? '');
      expect(areasDetails?.textContent).toContain('पूरा हुआ: 3 क्षेत्र');
      expect(screen.getByText(/^पहले तीन काम पूरे करें/)).toBeTruthy();
    });
  });
});
