import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test-render.tsx';
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
});
