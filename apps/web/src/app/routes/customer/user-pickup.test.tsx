import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAcceptedOrder, makeProposal } from '../../../features/pickup-completion/test-fixtures.ts';
import { UserPickupPage } from './user-pickup.tsx';

describe('UserPickupPage', () => {
  it('shows the weights with the pickup code on an Accepted order’s card only (issue 28: once weighed), and the locked state with a way to a new code', async () => {
    const notFound = refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });
    const orders = [
      makeAcceptedOrder({ id: 1, order_number: 'KT-1' }),
      makeAcceptedOrder({ id: 2, order_number: 'KT-2', status: 'New' }),
      makeAcceptedOrder({ id: 3, order_number: 'KT-3' }),
      makeAcceptedOrder({ id: 4, order_number: 'KT-4' }),
    ];
    stubEndpoint(routes.customerOrders, ({ params }) => (params.id === '7' ? orders : notFound));
    const codes = new Map([
      ['KT-1', { order_number: 'KT-1', code: '0427', tries_left: 5, locked: false, proposal: makeProposal({ order_number: 'KT-1' }) }],
      ['KT-3', { order_number: 'KT-3', code: '1111', tries_left: 0, locked: true, proposal: makeProposal({ order_number: 'KT-3' }) }],
      ['KT-4', { order_number: 'KT-4', code: '', tries_left: 5, locked: false, proposal: null }],
    ]);
    stubEndpoint(routes.orderPickupCode, ({ params }) => codes.get(params.orderNumber) ?? notFound);
    browserStorage.setAuth(makeAuthRecord('Personal'));
    renderPage(<UserPickupPage />, { path: '/sell/user/pickup' });
    const accepted = await screen.findByRole('article', { name: 'Order KT-1' });
    expect(await within(accepted).findByText('0427')).toBeTruthy();
    expect(within(accepted).getByText('Give this code to the dealer only if you agree with these weights and the total.')).toBeTruthy();
    expect(within(accepted).getByTestId('proposed-total').textContent).toContain('64.42');
    const waiting = screen.getByRole('article', { name: 'Order KT-4' });
    expect(await within(waiting).findByText(/The code appears here once the dealer has weighed your items/)).toBeTruthy();
    expect(within(waiting).queryByTestId('pickup-code')).toBeNull();
    const locked = screen.getByRole('article', { name: 'Order KT-3' });
    expect(await within(locked).findByRole('button', { name: 'Issue a new code' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Order KT-2' })).queryByText(/Pickup code/)).toBeNull();
  });
});
