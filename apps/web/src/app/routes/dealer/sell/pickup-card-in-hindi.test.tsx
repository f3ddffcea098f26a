import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { CustomerOrders } from '../../../../features/orders/components/customer-orders.tsx';
import { PickupCodePanel } from '../../../../features/pickup-completion/components/pickup-code-panel.tsx';
import { makeProposal } from '../../../../features/pickup-completion/test-fixtures.ts';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../../test/in-language.ts';
import { makeOrder } from '../../../../test/orders.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage } from '../../../../test-render.tsx';
import { MySalesPage } from './my-sales.tsx';

afterEach(() => {
  backToEnglish();
  browserStorage.setAuth(null);
});

/** Customer 7's Accepted order KT-1001, whose dealer has weighed it: the card shows the weights with the code. */
function stubAcceptedOrder() {
  stubEndpoint(routes.customerOrders, ({ params }) => (params.id === '7' ? [makeOrder({ status: 'Accepted', total_amount: '125000.50' })] : refuse(404)));
  stubEndpoint(routes.orderPickupCode, ({ params }) =>
    params.orderNumber === 'KT-1001' ? { order_number: 'KT-1001', code: '0427', tries_left: 5, locked: false, proposal: makeProposal() } : refuse(404),
  );
}

describe("A customer's pickup card in Hindi (issue 29)", () => {
  it('shows the order, its status, items and total in Hindi with ₹ amounts, and the weights and code panel in Hindi', async () => {
    await inLanguage('hi');
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubAcceptedOrder();
    // As /sell/user/pickup composes it: the customer's orders, an Accepted one with its pickup code.
    renderPage(
      <CustomerOrders orderExtra={(order) => order.status === 'Accepted' && <PickupCodePanel orderNumber={order.order_number} status={order.status} />} />,
      { path: '/sell/user/pickup' },
    );
    const card = await screen.findByRole('article', { name: 'ऑर्डर KT-1001' });
    const inCard = within(card);
    expect(inCard.getByText('स्वीकार किया गया')).toBeTruthy();
    expect(inCard.getByText('पिकअप')).toBeTruthy();
    expect(inCard.getByText('ऑर्डर की तारीख़')).toBeTruthy();
    expect(inCard.getByText('डीलर')).toBeTruthy();
    const items = inCard.getByRole('list', { name: 'ऑर्डर KT-1001 का सामान' });
    expect(items.textContent).toContain('12.5 किलो × ₹14/किलो');
    expect(items.textContent).toContain('₹175');
    // Lakh grouping and ₹ in hi-IN.
    expect(inCard.getByText('कुल, 2 सामान').nextElementSibling?.textContent).toBe('₹1,25,000.50');
    expect(inCard.getByRole('button', { name: 'ऑर्डर KT-1001: रद्द करें' }).textContent).toBe('रद्द करें');

    // The weights to check, then the code.
    const panel = await inCard.findByRole('region', { name: 'पिकअप कोड, ऑर्डर KT-1001' });
    expect(await within(panel).findByText('0427')).toBeTruthy();
    expect(within(panel).getByText('जाँचने के लिए वज़न')).toBeTruthy();
    const weights = within(panel).getByTestId('proposed-weights');
    expect(within(weights).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['सामान', 'वज़न', 'रकम']);
    expect(weights.textContent).toContain('₹13.37/किलो');
    expect(weights.textContent).toContain('2.35 किलो');
    expect(weights.textContent).toContain('₹31.42');
    expect(within(weights).getByRole('rowheader').textContent).toBe('आपको कुल मिलेगा');
    expect(within(panel).getByTestId('proposed-total').textContent).toBe('₹64.42');
    expect(within(panel).getByText('यह कोड डीलर को तभी दें जब आप इन वज़नों और कुल रकम से सहमत हों।')).toBeTruthy();
    expect(screen.queryByText('Pickup code')).toBeNull();
    expect(screen.queryByText('Accepted')).toBeNull();
  });

  it("says in Hindi that a dealer's sales are empty on /dealer/sell/pickups", async () => {
    await inLanguage('hi');
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    stubEndpoint(routes.customerOrders, []);
    renderPage(<MySalesPage />, { path: '/dealer/sell/pickups', otherPaths: ['/dealer/sell', '/dealer/sell/paid'] });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी बिक्री' })).toBeTruthy();
    expect(await screen.findByText('अभी कोई बिक्री नहीं')).toBeTruthy();
  });
});
