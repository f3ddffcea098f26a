import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import type { Order } from '@kt/contract/orders/orders';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { orderListTexts } from '../order-texts.ts';
import { makeOrder } from '../../../test/orders.ts';
import { CustomerOrders } from './customer-orders.tsx';

const notFound = refuse(404, { msg: 'Not found' });

/** A server holding customer 7's `orders`; a PATCH answers `patch` or applies the status it was sent. */
function stubServer(orders: Order[], patch?: (order: Order) => Reply<typeof routes.orderStatus>) {
  return {
    list: stubEndpoint(routes.customerOrders, ({ params }) => (params.id === '7' ? orders : notFound)),
    patches: stubEndpoint(routes.orderStatus, ({ params, json }) => {
      const order = orders.find((entry) => entry.order_number === params.orderNumber);
      if (!order || !json) return notFound;
      if (patch) return patch(order);
      order.status = json.status;
      return { msg: 'Order status updated', order_number: order.order_number, status: json.status };
    }),
  };
}

function renderList() {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  const rendered = renderPage(
    <>
      <CustomerOrders />
      <Toaster />
    </>,
    { path: '/sell/user/pickup', otherPaths: ['/sell'] },
  );
  return rendered;
}

const card = (orderNumber: string) => screen.getByRole('article', { name: `Order ${orderNumber}` });
const toastText = (text: string) => screen.findByText(text, { selector: '.toast span' });

describe('CustomerOrders', () => {
  it('shows an order with its number, pickup date and slot, items, amount, status and dealer', async () => {
    const { list } = stubServer([makeOrder({ total_amount: '125000.50' })]);
    renderList();
    const order = await screen.findByRole('article', { name: 'Order KT-1001' });
    const text = order.textContent ?? '';
    expect(text).toContain('21 Nov 2026, 8am - 1pm');
    expect(text).toContain('₹1,25,000.50');
    expect(text).toContain('Ravi Kabadiwala');
    const items = within(order).getByRole('list', { name: 'Items of order KT-1001' });
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Newspaper12.5 kg × ₹14/kg₹175',
      'Iron3 kg × ₹30/kg₹90',
    ]);
    expect(within(order).getByText('New', { selector: '.status-pill' })).toBeTruthy();
    expect(within(order).getByRole('link', { name: '9812345678' }).getAttribute('href')).toBe('tel:9812345678');
    expect(list.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('offers Cancel only on orders not already cancelled by either side', async () => {
    stubServer([
      makeOrder({ id: 1, order_number: 'KT-1', status: 'New' }),
      makeOrder({ id: 2, order_number: 'KT-2', status: 'Accepted' }),
      makeOrder({ id: 3, order_number: 'KT-3', status: 'Cancelled by Dealer' }),
      makeOrder({ id: 4, order_number: 'KT-4', status: 'Cancelled by Customer' }),
    ]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1' });
    const hasCancel = (orderNumber: string) => within(card(orderNumber)).queryByRole('button', { name: /^Cancel/ }) !== null;
    expect(['KT-1', 'KT-2', 'KT-3', 'KT-4'].map(hasCancel)).toEqual([true, true, false, false]);
    expect(within(card('KT-3')).getByText('Cancelled by Dealer', { selector: '.status-pill' })).toBeTruthy();
  });

  it("asks first, then sends 'Cancelled by Customer', says 'Order Cancelled' and shows the new status", async () => {
    const { list, patches } = stubServer([makeOrder({ status: 'Accepted' })]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1001' });
    fireEvent.click(within(card('KT-1001')).getByRole('button', { name: 'Cancel order KT-1001' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this pickup?' });
    expect(dialog.textContent).toContain('21 Nov 2026, 8am - 1pm');
    expect(patches.calls).toHaveLength(0);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    });
    expect(await toastText(messages.orders.cancelled)).toBeTruthy();
    expect(patches.calls.map((call) => [call.params.orderNumber, call.json])).toEqual([['KT-1001', { status: 'Cancelled by Customer' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(list.calls).toHaveLength(2));
    expect(within(card('KT-1001')).getByText('Cancelled by Customer', { selector: '.status-pill' })).toBeTruthy();
    expect(within(card('KT-1001')).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it("'Keep it' closes the question without cancelling", async () => {
    const { patches } = stubServer([makeOrder()]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1001' });
    fireEvent.click(within(card('KT-1001')).getByRole('button', { name: /^Cancel/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches.calls).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the cancel (409) and reloads the list", async () => {
    const reason = "This order is already 'Cancelled by Dealer' and cannot be changed to 'Cancelled by Customer'.";
    const orders = [makeOrder()];
    const { list } = stubServer(orders, (order) => {
      // The dealer cancelled it meanwhile.
      order.status = 'Cancelled by Dealer';
      return refuse(409, { code: 'CONFLICT', message: reason, requestId: 'req-1' });
    });
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1001' });
    fireEvent.click(within(card('KT-1001')).getByRole('button', { name: /^Cancel/ }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    });
    expect(await toastText(reason)).toBeTruthy();
    expect(screen.queryByText(messages.orders.cancelled, { selector: '.toast span' })).toBeNull();
    await waitFor(() => expect(list.calls).toHaveLength(2));
    expect(await within(card('KT-1001')).findByText('Cancelled by Dealer', { selector: '.status-pill' })).toBeTruthy();
    expect(within(card('KT-1001')).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it("says 'No pickups yet' with a 'Sell your scrap' link to /sell when there are no orders", async () => {
    stubServer([]);
    const { router } = renderList();
    expect(await screen.findByRole('heading', { name: 'No pickups yet' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sell your scrap' });
    expect(link.getAttribute('href')).toBe('/sell');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell'));
  });

  it('shows skeleton cards while loading and a retry when the list cannot be loaded', async () => {
    let isDown = true;
    stubEndpoint(routes.customerOrders, () => (isDown ? refuse(500, { msg: 'down' }) : [makeOrder()]));
    renderList();
    expect(screen.getByRole('list', { name: 'Loading your pickups' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order KT-1001' })).toBeTruthy();
  });

  it('shows more pickups from the next page the server names, until the last page', async () => {
    const list = stubEndpoint(routes.customerOrders, ({ params, query }) => {
      if (params.id !== '7') return notFound;
      if (!query.has('cursor')) {
        return answer([makeOrder({ id: 1, order_number: 'KT-1' }), makeOrder({ id: 2, order_number: 'KT-2' })], {
          headers: { Link: '</api/customer/confirm_orders/7/?cursor=KT2>; rel="next"' },
        });
      }
      return query.get('cursor') === 'KT2' ? [makeOrder({ id: 3, order_number: 'KT-3' })] : notFound;
    });
    renderList();
    await screen.findByRole('article', { name: 'Order KT-2' });
    expect(screen.queryByRole('article', { name: 'Order KT-3' })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: orderListTexts.showMore }));
    });
    await screen.findByRole('article', { name: 'Order KT-3' });
    const shown = within(screen.getByRole('list', { name: 'Your pickups' })).getAllByRole('article');
    expect(shown.map((article) => article.querySelector('h2')?.textContent)).toEqual([
      'Order KT-1',
      'Order KT-2',
      'Order KT-3',
    ]);
    expect(screen.queryByRole('button', { name: orderListTexts.showMore })).toBeNull();
    expect(list.calls).toHaveLength(2);
    expect(list.calls[1]?.query.get('cursor')).toBe('KT2');
    expect(list.calls[1]?.headers.get('Authorization')).toBe('Bearer a');
  });
});
