import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import type { Order } from '@kt/contract/orders/orders';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, refuse, stubEndpoint, type StubResolver } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { orderListTexts } from '../order-texts.ts';
import { makeOrder } from '../../../test/orders.ts';
import { DealerOrders } from './dealer-orders.tsx';
import { followUpMessages } from '@kt/contract/orders/follow-up-messages';

const notFound = refuse(404, { msg: 'Not found' });

/** Dealer 7's list: `pages` answers each call, by the cursor it asks for (none: the first page). */
function stubList(pages: StubResolver<typeof routes.dealerOrders>) {
  return stubEndpoint(routes.dealerOrders, (call) => (call.params.id === '7' ? pages(call) : notFound));
}

/** A server holding `orders` that applies each PATCH it gets. */
function stubServer(orders: Order[]) {
  return {
    list: stubList(() => orders),
    patches: stubEndpoint(routes.orderStatus, ({ params, json }) => {
      const order = orders.find((entry) => entry.order_number === params.orderNumber);
      if (!order || !json) return notFound;
      order.status = json.status;
      return { msg: 'Order status updated', order_number: order.order_number, status: json.status };
    }),
  };
}

/** The first page of two orders, naming the next page (`next`: its query). */
function firstPage(next: string) {
  return answer(fourOrders().slice(0, 2), { headers: { Link: `</api/dealer/confirm_orders/7/?${next}>; rel="next"` } });
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
const sentPatches = ({ patches }: ReturnType<typeof stubServer>) => patches.calls.map((call) => [call.params.orderNumber, call.json]);

const fourOrders = () => [
  makeOrder({ id: 1, order_number: 'KT-1', status: 'New' }),
  makeOrder({ id: 2, order_number: 'KT-2', status: 'Accepted' }),
  makeOrder({ id: 3, order_number: 'KT-3', status: 'Cancelled by Dealer' }),
  makeOrder({ id: 4, order_number: 'KT-4', status: 'Cancelled by Customer' }),
];

describe('DealerOrders', () => {
  it("shows the customer's name, phone to call, address and pincode with the pickup, items, amount and status", async () => {
    const { list } = stubServer([makeOrder()]);
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
    expect(list.calls).toHaveLength(1);
  });

  it('offers Accept only on a New order and Cancel on a New or Accepted one', async () => {
    stubServer(fourOrders());
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1' });
    const buttons = (orderNumber: string) =>
      within(card(orderNumber))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    // Issue 28: an Accepted pickup can also be moved to a new date.
    expect(['KT-1', 'KT-2', 'KT-3', 'KT-4'].map(buttons)).toEqual([['Accept', 'Cancel'], ['Move pickup', 'Cancel'], [], []]);
  });

  it("accepts a New order with 'Accepted' and says 'Order Accepted'", async () => {
    const server = stubServer([makeOrder()]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1001' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept order KT-1001' }));
    });
    expect(await screen.findByText(messages.orders.accepted, { selector: '.toast span' })).toBeTruthy();
    expect(sentPatches(server)).toEqual([['KT-1001', { status: 'Accepted' }]]);
    await waitFor(() => expect(within(card('KT-1001')).getByText('Accepted', { selector: '.status-pill' })).toBeTruthy());
    expect(within(card('KT-1001')).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(card('KT-1001')).getByRole('button', { name: /^Cancel/ })).toBeTruthy();
  });

  it("cancels an Accepted order after asking, with 'Cancelled by Dealer', and says 'Order Cancelled'", async () => {
    const server = stubServer([makeOrder({ status: 'Accepted' })]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1001' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order KT-1001' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this pickup?' });
    expect(dialog.textContent).toContain('Asha Verma');
    expect(sentPatches(server)).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    });
    expect(await screen.findByText(messages.orders.cancelled, { selector: '.toast span' })).toBeTruthy();
    expect(sentPatches(server)).toEqual([['KT-1001', { status: 'Cancelled by Dealer' }]]);
    await waitFor(() =>
      expect(within(card('KT-1001')).getByText('Cancelled by Dealer', { selector: '.status-pill' })).toBeTruthy(),
    );
    expect(within(card('KT-1001')).queryAllByRole('button')).toEqual([]);
  });

  it('filters the list by status, counting each, with a Completed tab (issue 28)', async () => {
    stubServer([...fourOrders(), makeOrder({ id: 5, order_number: 'KT-5', status: 'Completed' })]);
    renderList();
    await screen.findByRole('article', { name: 'Order KT-1' });
    const shown = () => screen.getAllByRole('article').map((order) => order.querySelector('h2')?.textContent);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All (5)', 'New (1)', 'Accepted (1)', 'Completed (1)', 'Cancelled (2)']);
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled (2)' }));
    expect(shown()).toEqual(['Order KT-3', 'Order KT-4']);
    fireEvent.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    expect(shown()).toEqual(['Order KT-5']);
    fireEvent.click(screen.getByRole('tab', { name: 'New (1)' }));
    expect(shown()).toEqual(['Order KT-1']);
    fireEvent.click(screen.getByRole('tab', { name: 'All (5)' }));
    expect(shown()).toHaveLength(5);
  });

  it("shows the customer's new date after a missed pickup and sends the dealer's acceptance (issue 28)", async () => {
    const proposal = { proposed_by: 'customer' as const, pickup_date: '2026-12-02', pickup_time: '8am - 1pm', reason: '' };
    stubServer([makeOrder({ id: 2, order_number: 'KT-2', status: 'Accepted', follow_up: { answer_overdue: false, no_show_reported: true, reschedule: proposal } })]);
    const answers = stubEndpoint(routes.rescheduleAnswer, ({ params }) => ({
      msg: followUpMessages.rescheduleAccepted,
      order_number: params.orderNumber,
      status: 'Accepted' as const,
      pickup_date: proposal.pickup_date,
      pickup_time: proposal.pickup_time,
      follow_up: { answer_overdue: false, no_show_reported: true },
    }));
    renderList();
    await screen.findByRole('article', { name: 'Order KT-2' });
    expect(within(card('KT-2')).getByText('The customer reports that nobody came and asks for 2 Dec 2026, 8am - 1pm.')).toBeTruthy();
    fireEvent.click(within(card('KT-2')).getByRole('button', { name: 'Accept the new date of order KT-2' }));
    await waitFor(() => expect(answers.calls.map((call) => [call.params.orderNumber, call.json])).toEqual([['KT-2', { decision: 'accept' }]]));
    expect(await screen.findByText(followUpMessages.rescheduleAccepted)).toBeTruthy();
  });

  it("says 'No pickups yet' with a link to complete the profile when there are no orders", async () => {
    stubServer([]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'No pickups yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/dealer/settings');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('keeps the pickups shown when the next page fails, says so, and tries again from the same button', async () => {
    let isNextDown = true;
    const list = stubList(({ query }) => {
      if (!query.has('cursor')) return firstPage('page_size=2&cursor=KT2');
      if (query.toString() !== 'page_size=2&cursor=KT2') return notFound;
      return isNextDown ? refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }) : fourOrders().slice(2);
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
    expect(list.calls.filter(({ query }) => query.get('cursor') === 'KT2')).toHaveLength(2);
  });

  it('shows the new status of an order of a later page at once, before the lists are read again', async () => {
    const later = makeOrder({ id: 5, order_number: 'KT-5', status: 'New' });
    let release: () => void = () => undefined;
    let hold: Promise<void> | undefined;
    stubEndpoint(routes.orderStatus, ({ params }) => {
      if (params.orderNumber !== 'KT-5') return notFound;
      later.status = 'Accepted';
      hold = new Promise((resolve) => (release = resolve));
      return { msg: 'Order status updated', order_number: 'KT-5', status: 'Accepted' as const };
    });
    stubList(async ({ query }) => {
      // After the change, the lists are read again only when the test lets them.
      if (hold) await hold;
      if (!query.has('cursor')) return firstPage('cursor=KT2');
      return query.get('cursor') === 'KT2' ? [later] : notFound;
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

describe('DealerOrders in Hindi (issue 29)', () => {
  afterEach(backToEnglish);

  it('names the status tabs, the statuses and the actions in Hindi, and says a refusal from the server in Hindi', async () => {
    // The server's reason stays English; the toast shows it in the page's language.
    const refusedInEnglish = messages.general.loadFailed;
    await inLanguage('hi');
    stubList(() => fourOrders());
    stubEndpoint(routes.orderStatus, () => refuse(409, { code: 'CONFLICT', message: refusedInEnglish, requestId: 'r' }));
    renderList();
    const tabs = await screen.findByRole('tablist', { name: 'पिकअप दिखाएँ' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['सभी (4)', 'नए (1)', 'स्वीकार किए गए (1)', 'पूरे हुए (0)', 'रद्द (2)']);
    const newOrder = screen.getByRole('article', { name: 'ऑर्डर KT-1' });
    expect(within(newOrder).getByText('नया')).toBeTruthy();
    expect(within(newOrder).getByText('ग्राहक')).toBeTruthy();
    fireEvent.click(within(newOrder).getByRole('button', { name: 'ऑर्डर KT-1: स्वीकार करें' }));
    expect(await screen.findByText(messages.general.loadFailed, { selector: '.toast span' })).toBeTruthy();
    expect(messages.general.loadFailed).not.toBe(refusedInEnglish);
  });
});
