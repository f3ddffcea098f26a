import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { DealerHomePage } from './dealer-home.tsx';

const numbers = { total_pickup: 12, total_category: 4, total_successful: 9, total_cancel: 2, total_today_pickup: 3 };

function renderHome(setupStatus: Reply<typeof routes.dealerSetupStatus>) {
  browserStorage.setAuth(makeAuthRecord('Collector'));
  stubEndpoint(routes.dealerSetupStatus, setupStatus);
  stubEndpoint(routes.dealerDashboard, numbers);
  stubEndpoint(routes.impactDealer, { total_kg: '0.00', co2_kg: 0, by_category: [] });
  return renderPage(<DealerHomePage />, { path: '/dealer/home' });
}

describe('DealerHomePage', () => {
  it('shows what is still missing above the dashboard tiles', async () => {
    renderHome({ documents: 'Not uploaded', documents_reason: null, verified_on: null, active: true, areas: 1, prices: 0, ready: false });
    const checklist = await screen.findByRole('heading', { name: 'Before customers can find you' });
    const tile = await screen.findByText('Total Pickup', { selector: 'dt' });
    expect(checklist.compareDocumentPosition(tile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('still shows the tiles when the checklist cannot be loaded', async () => {
    renderHome(refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }));
    expect(await screen.findByText('Total Pickup', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Before customers can find you' })).toBeNull();
  });
});
