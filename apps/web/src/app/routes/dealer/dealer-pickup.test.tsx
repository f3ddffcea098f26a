import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAcceptedOrder } from '../../../features/pickup-completion/test-fixtures.ts';
import { DealerPickupPage } from './dealer-pickup.tsx';

describe('DealerPickupPage', () => {
  it('leads from an Accepted order’s card to its completion screen, and from no other', async () => {
    stubEndpoint(routes.dealerOrders, ({ params }) =>
      params.id === '7'
        ? [makeAcceptedOrder({ id: 1, order_number: 'KT-1' }), makeAcceptedOrder({ id: 2, order_number: 'KT-2', status: 'New' })]
        : refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' }),
    );
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(<DealerPickupPage />, { path: '/dealer/pickup' });
    const accepted = await screen.findByRole('article', { name: 'Order KT-1' });
    expect(within(accepted).getByRole('link', { name: 'Complete pickup of order KT-1' }).getAttribute('href')).toBe('/dealer/pickup/KT-1/complete');
    expect(within(screen.getByRole('article', { name: 'Order KT-2' })).queryByRole('link', { name: /Complete pickup/ })).toBeNull();
  });
});
