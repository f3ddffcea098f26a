import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import type { Order } from '@kt/contract/orders/orders';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage, sentJson, stubFetch } from '../../../test-render.tsx';
import { orderListTexts } from '../order-texts.ts';
import { makeOrder } from '../../../test/orders.ts';
import { DealerOrders } from './dealer-orders.tsx';

const listUrl = '/api/dealer/confirm_orders/7/';

/** A server holding `orders` that applies each PATCH it gets. */
function stubServer(orders: Order[]) {
  return stubFetch((url, init) => {
    if (url === listUrl) return { body: orders };
    const match = /^\/api\/order_confirm\/([^/]+)\/$/.exec(url);
    const order = orders.find((entry) => entry.order_number === decodeURIComponent(match?.[1] ?? ''));
    if (init.method === 'PATCH' && order) {
      const { status } = sentJson(init) as { status: Order['status'] };
      order.status = status;
      return { body: { msg: 'Order status updated', order_number: order.order_number, status } };
    }
    return { status: 404, body: { msg: 'Not found' } };
  });
}

function renderList() {
  browserStorage.setAuth(makeAuthRecord('Kabadi'));
  const rendered = renderPage(
    <>
      <DealerOrders />
      <Toaster />
    </>,
    { path: '/dealer/pickup', otherPaths: ['/dealer/settings'] },
  );
  return rendered;
}

const card = (orderNumber: string) => screen.getByRole('article', { name: `Order ${orderNumber}` });
const patches = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url, init]) => [url, sentJson(init)]);

const fourOrders = () => [
  makeOrder({ id: 1, order_number: 'KT-1', status: 'New' }),
  makeOrder({ id: 2, order_number: 'KT-2', status: 'Accepted' }),
  makeOrder({ id: 3, order_number: 'KT-3', status: 'Cancelled by Dealer' }),
  makeOrder({ id: 4, order_number: 'KT-4', status: 'Cancelled by Customer' }),
];

describe('DealerOrders', () => {
  it("shows the customer's name, phone to call, address and pincode with the pickup, items, amount and status", async () => {
    const fetchMock = stubServer([makeOrder()]);
    renderList();
    const order = await screen.findByRole('article', { name: 'Order KT-1001' });
    const text = order.textContent ?? '';
    const parts = [
      'Asha Verma',
      '12 Civil Lines, Agra, Uttar Pradesh – 282001',
      '21 Nov 2026, 8am - 1pm',
      'Newspaper',
      '12.5 kg × ₹14/kg',
      '₹265',
    ];
    for (const part of parts) expect(text).toContain(part);
    expect(within(order).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
    expect(within(order).getByText('New', { selector: '.status-pill' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(listUrl);
  });

  it('offers Accept only on a New order and Cancel on a New or Accepted one', async () => {
    stubServer(fourOrders());
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1' });
    const buttons = (orderNumber: string) =>
      within(card(orderNumber))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(['KT-1', 'KT-2', 'KT-3', 'KT-4'].map(buttons)).toEqual([['Accept', 'Cancel'], ['Cancel'], [], []]);
  });

  it("accepts a New order with 'Accepted' and says 'Order Accepted'", async () => {
    const fetchMock = stubServer([makeOrder()]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1001' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept order KT-1001' }));
    });
    expect(await screen.findByText(messages.orders.accepted, { selector: '.toast span' })).toBeTruthy();
    expect(patches(fetchMock)).toEqual([['/api/order_confirm/KT-1001/', { status: 'Accepted' }]]);
    await waitFor(() => expect(within(card('KT-1001')).getByText('Accepted', { selector: '.status-pill' })).toBeTruthy());
    expect(within(card('KT-1001')).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(card('KT-1001')).getByRole('button', { name: /^Cancel/ })).toBeTruthy();
  });

  it("cancels an Accepted order after asking, with 'Cancelled by Dealer', and says 'Order Cancelled'", async () => {
    const fetchMock = stubServer([makeOrder({ status: 'Accepted' })]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1001' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order KT-1001' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this pickup?' });
    expect(dialog.textContent).toContain('Asha Verma');
    expect(patches(fetchMock)).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    });
    expect(await screen.findByText(messages.orders.cancelled, { selector: '.toast span' })).toBeTruthy();
    expect(patches(fetchMock)).toEqual([['/api/order_confirm/KT-1001/', { status: 'Cancelled by Dealer' }]]);
    await waitFor(() =>
      expect(within(card('KT-1001')).getByText('Cancelled by Dealer', { selector: '.status-pill' })).toBeTruthy(),
    );
    expect(within(card('KT-1001')).queryAllByRole('button')).toEqual([]);
  });

  it('filters the list by status, counting each', async () => {
    stubServer(fourOrders());
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1' });
    const shown = () => screen.getAllByRole('article').map((order) => order.querySelector('h2')?.textContent);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All (4)', 'New (1)', 'Accepted (1)', 'Cancelled (2)']);
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled (2)' }));
    expect(shown()).toEqual(['Order KT-3', 'Order KT-4']);
    fireEvent.click(screen.getByRole('tab', { name: 'New (1)' }));
    expect(shown()).toEqual(['Order KT-1']);
    fireEvent.click(screen.getByRole('tab', { name: 'All (4)' }));
    expect(shown()).toHaveLength(4);
  });

  it("says 'No pickups yet' with a link to complete the profile when there are no orders", async () => {
    stubServer([]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'No pickups yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/dealer/settings');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('keeps the pickups shown when the next page fails, says so, and tries again from the same button', async () => {
    const nextUrl = `${listUrl}?page_size=2&cursor=KT2`;
    let isNextDown = true;
    const fetchMock = stubFetch((url) => {
      if (url === listUrl) {
        return { body: fourOrders().slice(0, 2), headers: { Link: `<${nextUrl}>; rel="next"` } };
      }
      if (url === nextUrl) {
        return isNextDown ? { status: 500, body: { code: 'INTERNAL', message: 'Internal error', requestId: 'r' } } : { body: fourOrders().slice(2) };
      }
      return { status: 404, body: { msg: 'Not found' } };
    });
    renderList();
    await screen.findByRole('article', { name: 'Order KT-2' });
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: orderListTexts.showMore }));
    });
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    expect(card('KT-1')).toBeTruthy();
    expect(card('KT-2')).toBeTruthy();

    isNextDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: orderListTexts.showMore }));
    });
    await screen.findByRole('article', { name: 'Order KT-4' });
    expect(screen.queryByText(messages.general.loadFailed)).toBeNull();
    expect(screen.getByRole('tab', { name: 'All (4)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: orderListTexts.showMore })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === nextUrl)).toHaveLength(2);
  });

  it('shows the new status of an order of a later page at once, before the lists are read again', async () => {
    const later = makeOrder({ id: 5, order_number: 'KT-5', status: 'New' });
    const nextUrl = `${listUrl}?cursor=KT2`;
    let release: () => void = () => undefined;
    let hold: Promise<void> | undefined;
    stubFetch(async (url, init) => {
      if (init.method === 'PATCH') {
        later.status = 'Accepted';
        hold = new Promise((resolve) => (release = resolve));
        return { body: { msg: 'Order status updated', order_number: 'KT-5', status: 'Accepted' } };
      }
      // After the change, the lists are read again only when the test lets them.
      if (hold) await hold;
      if (url === listUrl) return { body: fourOrders().slice(0, 2), headers: { Link: `<${nextUrl}>; rel="next"` } };
      if (url === nextUrl) return { body: [later] };
      return { status: 404, body: { msg: 'Not found' } };
    });
    renderList();
    await screen.findByRole('article', { name: 'Order KT-2' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: orderListTexts.showMore }));
    });
    await screen.findByRole('article', { name: 'Order KT-5' });
    await act(async () => {
      fireEvent.click(within(card('KT-5')).getByRole('button', { name: /^Accept/ }));
    });
    await waitFor(() => expect(within(card('KT-5')).getByText('Accepted', { selector: '.status-pill' })).toBeTruthy());
    await act(async () => {
      release();
    });
    expect(within(card('KT-5')).getByText('Accepted', { selector: '.status-pill' })).toBeTruthy();
  });
});
