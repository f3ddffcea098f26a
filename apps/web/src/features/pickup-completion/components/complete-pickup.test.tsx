import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import type { Order } from '@kt/contract/orders/orders';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, networkFailure, refuse, stubEndpoint, type StubResolver } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { draftKey } from '../draft.ts';
import { makeAcceptedOrder, makeCompletion, makePrice } from '../test-fixtures.ts';
import { completionTexts as texts } from '../texts.ts';
import { CompletePickup } from './complete-pickup.tsx';

const notFound = refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });

/** Dealer 7's list (one page unless `pages`), the prices of pincode 282001, and KT-1001's completion answered by `complete`. */
function stubServer({
  pages = [[makeAcceptedOrder()]],
  complete = () => makeCompletion(),
}: { pages?: Order[][]; complete?: StubResolver<typeof routes.orderComplete> } = {}) {
  return {
    list: stubEndpoint(routes.dealerOrders, ({ params, query }) => {
      if (params.id !== '7') return notFound;
      const page = Number(query.get('page') ?? '1');
      const headers: Record<string, string> = page < pages.length ? { Link: `</api/dealer/confirm_orders/7/?page=${page + 1}>; rel="next"` } : {};
      return answer(pages[page - 1] ?? [], { headers });
    }),
    // The spec's answer: 302 with the list (the definition's status).
    prices: stubEndpoint(routes.searchSubcategory, ({ params }) =>
      params.pincode === '282001'
        ? [
            makePrice(11, 'Newspaper', '13.37'),
            makePrice(12, 'Iron', '30.00', { category_name: 'Metal' }),
            makePrice(13, 'Copper', '425.50', { category_name: 'Metal' }),
            makePrice(14, 'Brass', '300.00', { dealer: 8 }),
          ]
        : notFound,
    ),
    completions: stubEndpoint(routes.orderComplete, (call) => (call.params.orderNumber === 'KT-1001' ? complete(call) : notFound)),
  };
}

function renderScreen() {
  browserStorage.setAuth(makeAuthRecord('Kabadi'));
  return renderPage(<CompletePickup orderNumber="KT-1001" />, {
    path: '/dealer/pickup/:orderNumber/complete',
    url: '/dealer/pickup/KT-1001/complete',
    otherPaths: ['/receipt/:orderNumber', '/dealer/pickup'],
  });
}

const codeInput = () => screen.findByLabelText(texts.codeLabel);
const weightInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}, Rs`));
const total = () => screen.getByTestId('completion-total').textContent;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: texts.send }));
const posts = ({ completions }: ReturnType<typeof stubServer>) => completions.calls.map((call) => call.json);

/** Code, both weights and cash: a form ready to send. */
async function fillForm() {
  type(await codeInput(), '4821');
  type(weightInput('Newspaper'), '2.35');
  type(weightInput('Iron'), '3');
  fireEvent.click(screen.getByRole('radio', { name: texts.cash }));
}

describe('CompletePickup', () => {
  it('finds the order on a later page and labels each weight with the item and its agreed rate', async () => {
    const { list } = stubServer({ pages: [[makeAcceptedOrder({ id: 2, order_number: 'KT-2000' })], [makeAcceptedOrder()]] });
    renderScreen();
    await codeInput();
    expect(screen.getByRole('heading', { name: 'Order KT-1001' })).toBeTruthy();
    expect(weightInput('Newspaper').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Newspaper, Rs 13.37 per kg')).toBeTruthy();
    expect(screen.getByLabelText('Iron, Rs 30 per kg')).toBeTruthy();
    expect((await codeInput()).getAttribute('inputmode')).toBe('numeric');
    expect(list.calls.map(({ query }) => query.toString())).toContain('page=2');
  });

  it('shows the running total in exact paise as weights are typed (13.37 × 2.35 = ₹31.42)', async () => {
    stubServer();
    renderScreen();
    await codeInput();
    expect(total()).toBe('₹0');
    type(weightInput('Newspaper'), '2.35');
    expect(total()).toBe('₹31.42');
    type(weightInput('Iron'), '0');
    expect(total()).toBe('₹31.42');
    type(weightInput('Iron'), '1.5');
    // 31.42 + 45.00; a half-typed weight counts as nothing until it is a number.
    expect(total()).toBe('₹76.42');
    type(weightInput('Iron'), '1.');
    expect(total()).toBe('₹31.42');
  });

  it('adds an item from the dealer’s own prices for the pincode, priced at its rate', async () => {
    stubServer();
    renderScreen();
    await codeInput();
    const picker = await screen.findByLabelText(texts.addLabel);
    // The order's items and another dealer's prices are not offered.
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([texts.addChoose, 'Copper (Rs 425.50 per kg)']));
    fireEvent.change(picker, { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: texts.addButton }));
    type(weightInput('Copper'), '0.01');
    expect(total()).toBe('₹4.26');
  });

  it('keeps the draft in localStorage and restores it after a reload', async () => {
    stubServer();
    const first = renderScreen();
    type(await codeInput(), '48a21');
    type(weightInput('Newspaper'), '2,35');
    fireEvent.click(screen.getByRole('radio', { name: texts.upi }));
    type(screen.getByLabelText(texts.upiReference), 'UTR12345');
    const stored = JSON.parse(localStorage.getItem(draftKey('KT-1001')) ?? 'null') as { completion_key: string; code: string };
    expect(stored.code).toBe('4821');
    expect(stored.completion_key.length).toBeGreaterThanOrEqual(8);
    first.unmount();

    renderScreen();
    expect(((await codeInput()) as HTMLInputElement).value).toBe('4821');
    expect((weightInput('Newspaper') as HTMLInputElement).value).toBe('2.35');
    expect((screen.getByRole('radio', { name: texts.upi }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(texts.upiReference) as HTMLInputElement).value).toBe('UTR12345');
    expect(screen.getByText(texts.draftRestored)).toBeTruthy();
    expect(total()).toBe('₹31.42');
  });

  it('keeps everything when the network drops, and a retry sends the same completion_key', async () => {
    let online = false;
    const server = stubServer({ complete: () => (online ? makeCompletion({ total_amount: '121.42' }) : networkFailure) });
    renderScreen();
    await fillForm();
    send();
    expect(await screen.findByText(texts.notSent)).toBeTruthy();
    expect(((await codeInput()) as HTMLInputElement).value).toBe('4821');
    expect((weightInput('Newspaper') as HTMLInputElement).value).toBe('2.35');
    expect(localStorage.getItem(draftKey('KT-1001'))).not.toBeNull();

    online = true;
    send();
    expect(await screen.findByRole('heading', { name: texts.doneHeading })).toBeTruthy();
    const [firstTry, retry] = posts(server);
    expect(retry).toEqual(firstTry);
    expect(retry).toEqual({
      code: '4821',
      items: [
        { subcategory_id: 11, weight_kg: '2.35' },
        { subcategory_id: 12, weight_kg: '3' },
      ],
      payment_method: 'cash',
      completion_key: firstTry?.completion_key,
    });
    expect(screen.getByText('₹121.42')).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.receipt }).getAttribute('href')).toBe('/receipt/KT-1001');
    expect(screen.getByRole('link', { name: texts.backToPickups }).getAttribute('href')).toBe('/dealer/pickup');
    expect(localStorage.getItem(draftKey('KT-1001'))).toBeNull();
  });

  it('shows a wrong code with the tries left at the code field, and weight refusals at their item', async () => {
    stubServer({
      complete: () =>
        refuse(400, {
          code: 'VALIDATION',
          message: 'Wrong code: 4 tries left',
          requestId: 'r',
          fields: { code: ['Wrong code: 4 tries left'], 'items.1.weight_kg': ['A weight is at most 10000 kg'] },
        }),
    });
    renderScreen();
    await fillForm();
    send();
    const code = await codeInput();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe('Wrong code: 4 tries left');
    expect(weightInput('Iron').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A weight is at most 10000 kg')).toBeTruthy();
    // Nothing typed is lost.
    expect((weightInput('Newspaper') as HTMLInputElement).value).toBe('2.35');
  });

  it('shows a locked code at the code field and other refusals of the whole completion in words', async () => {
    let refusal: ErrorBody = { code: 'CONFLICT', message: messages.pickup.codeLocked, requestId: 'r' };
    stubServer({ complete: () => refuse(409, refusal) });
    renderScreen();
    await fillForm();
    send();
    const code = await codeInput();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.pickup.codeLocked)).toBeTruthy();

    refusal = { code: 'CONFLICT', message: messages.pickup.alreadyCompleted, requestId: 'r' };
    send();
    expect(await screen.findByText(messages.pickup.alreadyCompleted, { selector: '.form__alert' })).toBeTruthy();
  });

  it('requires a UPI reference for UPI and sends it', async () => {
    const server = stubServer({ complete: () => makeCompletion({ payment_method: 'upi', payment_reference: 'UTR12345' }) });
    renderScreen();
    await fillForm();
    fireEvent.click(screen.getByRole('radio', { name: texts.upi }));
    send();
    const reference = await screen.findByLabelText(texts.upiReference);
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the UPI reference (6 to 35 letters or digits)')).toBeTruthy();
    expect(posts(server)).toHaveLength(0);

    type(reference, 'UTR12345');
    send();
    expect(await screen.findByRole('heading', { name: texts.doneHeading })).toBeTruthy();
    expect(posts(server)[0]).toMatchObject({ payment_method: 'upi', payment_reference: 'UTR12345' });
  });

  it('checks the code, the weights and the payment before sending', async () => {
    const server = stubServer();
    renderScreen();
    type(await codeInput(), '12');
    type(weightInput('Newspaper'), '10000.01');
    send();
    expect(await screen.findByText('Enter the 4-digit code')).toBeTruthy();
    expect(screen.getByText('A weight is at most 10000 kg')).toBeTruthy();
    expect(screen.getByText(texts.weightRequired)).toBeTruthy();
    expect(screen.getByText(texts.paymentRequired)).toBeTruthy();
    expect(posts(server)).toHaveLength(0);
  });

  it('shows a completed order as done, with its receipt, and forgets an old draft', async () => {
    localStorage.setItem(draftKey('KT-1001'), JSON.stringify({ stale: true }));
    stubServer({ pages: [[makeAcceptedOrder({ status: 'Completed' })]] });
    renderScreen();
    expect(await screen.findByText(texts.alreadyCompleted)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.receipt }).getAttribute('href')).toBe('/receipt/KT-1001');
    expect(localStorage.getItem(draftKey('KT-1001'))).toBeNull();
  });
});
