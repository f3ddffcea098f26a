import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeProposal } from '../test-fixtures.ts';
import { pickupCodeTexts as texts } from '../texts.ts';
import { PickupCodePanel } from './pickup-code-panel.tsx';

const notFound = refuse(404);

function renderPanel(status: 'Accepted' | 'New' = 'Accepted') {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  return renderPage(<PickupCodePanel orderNumber="KT-1001" status={status} />);
}

describe('PickupCodePanel', () => {
  it('before the dealer has weighed, says the code comes with the weights and shows none', async () => {
    stubEndpoint(routes.orderPickupCode, ({ params }) =>
      params.orderNumber === 'KT-1001' ? { order_number: 'KT-1001', code: '', tries_left: 5, locked: false, proposal: null } : notFound,
    );
    renderPanel();
    expect(await screen.findByText(texts.waiting)).toBeTruthy();
    expect(screen.queryByTestId('pickup-code')).toBeNull();
    expect(screen.queryByTestId('proposed-weights')).toBeNull();
  });

  it('shows the weights, rates and total with the code large and what giving it means', async () => {
    const read = stubEndpoint(routes.orderPickupCode, ({ params }) =>
      params.orderNumber === 'KT-1001' ? { order_number: 'KT-1001', code: '0427', tries_left: 5, locked: false, proposal: makeProposal() } : notFound,
    );
    renderPanel();
    const code = await screen.findByText('0427');
    expect(code.className).toBe('pickup-code__code');
    expect(screen.getByText(texts.agreeHint)).toBeTruthy();
    const weights = screen.getByTestId('proposed-weights');
    expect(weights.textContent).toContain('Newspaper');
    expect(weights.textContent).toContain('2.35 kg');
    expect(weights.textContent).toContain('13.37');
    expect(screen.getByTestId('proposed-total').textContent).toContain('64.42');
    expect(screen.queryByRole('button', { name: texts.issueNew })).toBeNull();
    expect(read.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('says a locked code is locked and issues a new one on request', async () => {
    let current = { order_number: 'KT-1001', code: '0427', tries_left: 0, locked: true, proposal: makeProposal() };
    stubEndpoint(routes.orderPickupCode, ({ params }) => (params.orderNumber === 'KT-1001' ? current : notFound));
    const issued = stubEndpoint(routes.newOrderPickupCode, ({ params }) => {
      if (params.orderNumber !== 'KT-1001') return notFound;
      current = { order_number: 'KT-1001', code: '9153', tries_left: 5, locked: false, proposal: makeProposal() };
      return current;
    });
    renderPanel();
    expect(await screen.findByText(texts.locked)).toBeTruthy();
    // A locked code is not shown: it no longer works.
    expect(screen.queryByText('0427')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.issueNew }));
    expect(await screen.findByText('9153')).toBeTruthy();
    expect(screen.queryByText(texts.locked)).toBeNull();
    expect(issued.calls.map((call) => [call.json, call.form, call.headers.has('Content-Type')])).toEqual([[undefined, undefined, false]]);
  });

  it('shows nothing and asks nothing unless the order is Accepted', () => {
    const read = stubEndpoint(routes.orderPickupCode, notFound);
    const issued = stubEndpoint(routes.newOrderPickupCode, notFound);
    const { container } = renderPanel('New');
    expect(container.textContent).toBe('');
    expect([...read.calls, ...issued.calls]).toEqual([]);
  });
});
