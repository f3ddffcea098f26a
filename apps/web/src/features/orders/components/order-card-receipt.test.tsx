import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { makeOrder } from '../../../test/orders.ts';
import { OrderCard } from './order-card.tsx';

describe('OrderCard (issue 16: the receipt link)', () => {
  it('links a Completed order to its receipt page', () => {
    renderPage(
      <ul>
        <OrderCard order={makeOrder({ status: 'Completed', order_number: 'KTO00000012' })} party={null} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Receipt of order KTO00000012' }).getAttribute('href')).toBe('/receipt/KTO00000012');
  });

  it('has no receipt link before the order is completed', () => {
    for (const status of ['New', 'Accepted', 'Cancelled by Dealer'] as const) {
      const { unmount } = renderPage(
        <ul>
          <OrderCard order={makeOrder({ status })} party={null} />
        </ul>,
      );
      expect(screen.queryByRole('link', { name: /^Receipt/ })).toBeNull();
      unmount();
    }
  });

  it("links a Completed order to its problem report: 'Report a problem' for the seller, 'Problem report' for the dealer's side (issue 28)", () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const seller = renderPage(
      <ul>
        <OrderCard order={makeOrder({ status: 'Completed', order_number: 'KTO00000012' })} party={null} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: /^Report a problem with order KTO00000012/ }).getAttribute('href')).toBe('/dispute/KTO00000012');
    seller.unmount();
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(
      <ul>
        <OrderCard order={makeOrder({ status: 'Completed', order_number: 'KTO00000012' })} party={null} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Problem report of order KTO00000012' }).textContent).toBe('Problem report');
  });

  it('has no problem report link before the order is completed', () => {
    renderPage(
      <ul>
        <OrderCard order={makeOrder({ status: 'Accepted' })} party={null} />
      </ul>,
    );
    expect(screen.queryByRole('link', { name: /problem/i })).toBeNull();
  });
});
