import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@kt/contract/orders/orders';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeOrder } from '../../../test/orders.ts';
import { CustomerOrders } from './customer-orders.tsx';
import { DealerOrders } from './dealer-orders.tsx';

/** Issue 28 on the customer's pickup cards: an unanswered request booked with another dealer, a missed pickup reported. */
function renderList(orders: Order[]) {
  stubEndpoint(routes.customerOrders, () => orders);
  browserStorage.setAuth(makeAuthRecord('Personal'));
  renderPage(
    <>
      <CustomerOrders />
      <Toaster />
    </>,
    { path: '/sell/user/pickup', otherPaths: ['/sell'] },
  );
}

const card = (orderNumber: string) => screen.getByRole('article', { name: `Order ${orderNumber}` });

describe('the follow-up of a pickup on the customer card', () => {
  it('offers another dealer for a flagged unanswered request, names what they do not buy, and books with the one chosen', async () => {
    renderList([
      makeOrder({ order_number: 'KT-1', status: 'New', follow_up: { answer_overdue: true, no_show_reported: false } }),
      makeOrder({ id: 2, order_number: 'KT-2', status: 'New' }),
    ]);
    stubEndpoint(routes.otherDealers, () => ({
      dealers: [{ dealer_id: 9, KT_ID: 'KTD000009', name: 'Shyam Kabadiwala', items_bought: 1, total_amount: '72.50', items_missing: ['Cardboard'] }],
    }));
    const rebooks = stubEndpoint(routes.rebook, ({ params }) => ({
      msg: 'ok',
      cancelled_order_number: params.orderNumber,
      order_number: 'KT-3',
      status: 'New' as const,
      total_amount: '72.50',
      pickup_date: '2026-12-01',
      pickup_time: '1pm - 6pm',
      items_missing: ['Cardboard'],
    }));
    await screen.findByRole('article', { name: 'Order KT-1' });
    expect(within(card('KT-2')).queryByText('The dealer has not answered yet')).toBeNull();
    expect(within(card('KT-1')).getByText('The dealer has not answered yet')).toBeTruthy();
    fireEvent.click(within(card('KT-1')).getByRole('button', { name: 'Book order KT-1 with another dealer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book with another dealer' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Shyam Kabadiwala/ }));
    expect(within(dialog).getByText(/Does not buy: Cardboard/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book with this dealer' }));
    await waitFor(() => expect(rebooks.calls.map((call) => [call.params.orderNumber, call.json])).toEqual([['KT-1', { dealer_id: 9 }]]));
    expect(await screen.findByText(/Booked as order KT-3/)).toBeTruthy();
  });

  it('offers a missed-pickup report only on an Accepted pickup whose slot is over, and sends a new date', async () => {
    renderList([
      makeOrder({ order_number: 'KT-1', status: 'Accepted', pickup_date: '2020-01-01', pickup_time: '8am - 1pm' }),
      makeOrder({ id: 2, order_number: 'KT-2', status: 'Accepted', pickup_date: '2999-01-01', pickup_time: '8am - 1pm' }),
    ]);
    const reports = stubEndpoint(routes.noShow, ({ params }) => ({
      msg: 'Your new date is sent.',
      order_number: params.orderNumber,
      status: 'Accepted' as const,
      pickup_date: '2020-01-01',
      pickup_time: '8am - 1pm',
      follow_up: { answer_overdue: false, no_show_reported: true },
    }));
    await screen.findByRole('article', { name: 'Order KT-1' });
    expect(within(card('KT-2')).queryByRole('button', { name: /nobody came/ })).toBeNull();
    fireEvent.click(within(card('KT-1')).getByRole('button', { name: 'Report a missed pickup of order KT-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nobody came' });
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: '2999-01-02' } });
    fireEvent.change(within(dialog).getByLabelText('New slot'), { target: { value: '1pm - 6pm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(reports.calls.map((call) => call.json)).toEqual([{ action: 'reschedule', pickup_date: '2999-01-02', pickup_time: '1pm - 6pm' }]),
    );
  });

  it("shows the dealer's new date with its reason and sends the customer's acceptance", async () => {
    const proposal = { proposed_by: 'dealer' as const, pickup_date: '2999-01-05', pickup_time: '1pm - 6pm', reason: 'The van is at the workshop' };
    renderList([makeOrder({ order_number: 'KT-1', status: 'Accepted', pickup_date: '2999-01-01', follow_up: { answer_overdue: false, no_show_reported: false, reschedule: proposal } })]);
    const answers = stubEndpoint(routes.rescheduleAnswer, ({ params }) => ({
      msg: 'The pickup is moved to the new date.',
      order_number: params.orderNumber,
      status: 'Accepted' as const,
      pickup_date: proposal.pickup_date,
      pickup_time: proposal.pickup_time,
      follow_up: { answer_overdue: false, no_show_reported: false },
    }));
    await screen.findByRole('article', { name: 'Order KT-1' });
    expect(within(card('KT-1')).getByText('The dealer asks to move the pickup to 5 Jan 2999, 1pm - 6pm.')).toBeTruthy();
    expect(within(card('KT-1')).getByText('Reason: The van is at the workshop')).toBeTruthy();
    fireEvent.click(within(card('KT-1')).getByRole('button', { name: 'Accept the new date of order KT-1' }));
    await waitFor(() => expect(answers.calls.map((call) => call.json)).toEqual([{ decision: 'accept' }]));
  });
});

describe("the dealer's new date for a pickup", () => {
  it('is not sent without a reason, and is sent with the date, slot and reason', async () => {
    stubEndpoint(routes.dealerOrders, () => [makeOrder({ order_number: 'KT-2', status: 'Accepted', pickup_date: '2999-01-01' })]);
    const proposals = stubEndpoint(routes.reschedule, ({ params, json }) => ({
      msg: 'Your new date is sent.',
      order_number: params.orderNumber,
      status: 'Accepted' as const,
      pickup_date: '2999-01-01',
      pickup_time: '8am - 1pm',
      follow_up: { answer_overdue: false, no_show_reported: false, reschedule: { proposed_by: 'dealer' as const, pickup_date: json?.pickup_date ?? '', pickup_time: json?.pickup_time ?? '', reason: json?.reason ?? '' } },
    }));
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(
      <>
        <DealerOrders />
        <Toaster />
      </>,
      { path: '/dealer/pickup', otherPaths: ['/dealer/settings'] },
    );
    await screen.findByRole('article', { name: 'Order KT-2' });
    fireEvent.click(within(card('KT-2')).getByRole('button', { name: 'Move pickup of order KT-2 to a new date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the pickup' });
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: '2999-01-03' } });
    fireEvent.change(within(dialog).getByLabelText('New slot'), { target: { value: '1pm - 6pm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask the customer' }));
    expect(await within(dialog).findByText(/Say why the pickup must move/)).toBeTruthy();
    expect(proposals.calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (the customer reads it)'), { target: { value: 'Festival day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask the customer' }));
    await waitFor(() => expect(proposals.calls.map((call) => call.json)).toEqual([{ pickup_date: '2999-01-03', pickup_time: '1pm - 6pm', reason: 'Festival day' }]));
  });
});
