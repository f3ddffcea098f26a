import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { DealerDashboard } from './dealer-dashboard.tsx';

const numbers = { total_pickup: 1250, total_category: 4, total_successful: 9, total_cancel: 2, total_today_pickup: 3 };

function renderDashboard() {
  browserStorage.setAuth(makeAuthRecord('Collector'));
  return renderPage(<DealerDashboard />, { path: '/dealer/home', otherPaths: ['/dealer/pickup'] });
}

describe('DealerDashboard', () => {
  it('shows the five tiles with the numbers from the dashboard endpoint and a link to the pickups', async () => {
    const dashboard = stubEndpoint(routes.dealerDashboard, numbers);
    renderDashboard();
    const tile = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect([
      await tile('Total Pickup'),
      await tile('Total Category'),
      await tile('Total Successful'),
      await tile('Total Cancel'),
      await tile('Total Today Pickup'),
    ]).toEqual(['1,250', '4', '9', '2', '3']);
    expect(dashboard.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    expect(screen.getByRole('link', { name: 'See your pickups' }).getAttribute('href')).toBe('/dealer/pickup');
  });

  it('shows skeleton tiles while loading and a retry when the numbers cannot be loaded', async () => {
    let isDown = true;
    stubEndpoint(routes.dealerDashboard, () => (isDown ? refuse(500, { msg: 'down' }) : numbers));
    renderDashboard();
    const loading = screen.getByRole('list', { name: 'Loading your numbers' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getAllByRole('listitem')).toHaveLength(5);
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Today Pickup', { selector: 'dt' })).toBeTruthy();
  });
});

describe('DealerDashboard in Hindi (issue 29)', () => {
  afterEach(backToEnglish);

  it('names the tiles in Hindi and counts in the hi-IN grouping', async () => {
    await inLanguage('hi');
    stubEndpoint(routes.dealerDashboard, { ...numbers, total_pickup: 125000 });
    renderDashboard();
    expect((await screen.findByText('कुल पिकअप', { selector: 'dt' })).nextElementSibling?.textContent).toBe('1,25,000');
    expect(screen.getByText('आज के कुल पिकअप', { selector: 'dt' }).nextElementSibling?.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'अपने पिकअप देखें' })).toBeTruthy();
  });
});
