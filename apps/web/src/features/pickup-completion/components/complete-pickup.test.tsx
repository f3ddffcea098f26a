import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import type { WeightsProposal } from '@kt/contract/orders/completion';
import type { Order } from '@kt/contract/orders/orders';
import type { DealerWeights } from '@kt/contract/orders/weights';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, networkFailure, refuse, stubEndpoint, type StubResolver } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { draftKey } from '../draft.ts';
import { makeAcceptedOrder, makeCompletion, makeDealerWeights, makePrice, makeProposal } from '../test-fixtures.ts';
import { completionTexts as texts } from '../texts.ts';
import { CompletePickup } from './complete-pickup.tsx';
import { weightsMessages } from '@kt/contract/orders/weights-messages';

const notFound = refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });

/**
 * Dealer 7's list (one page unless `pages`), the prices of pincode 282001, KT-1001's weights
 * (none proposed unless `proposal`; a proposal makes the next version) and its completion answered by `complete`.
 */
function stubServer({
  pages = [[makeAcceptedOrder()]],
  complete = () => makeCompletion(),
  proposal = null,
  payee,
}: {
  pages?: Order[][];
  complete?: StubResolver<typeof routes.orderComplete>;
  proposal?: WeightsProposal | null;
  payee?: DealerWeights['payee'];
} = {}) {
  let current = proposal;
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
    weights: stubEndpoint(routes.orderWeights, ({ params }) =>
      params.orderNumber === 'KT-1001' ? makeDealerWeights({ proposal: current, ...(payee ? { payee } : {}) }) : notFound,
    ),
    proposals: stubEndpoint(routes.proposeOrderWeights, ({ params }) => {
      if (params.orderNumber !== 'KT-1001') return notFound;
      current = makeProposal({ weights_version: (current?.weights_version ?? 0) + 1 });
      return current;
    }),
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
const firstWeight = () => screen.findByLabelText(/^Newspaper, Rs/);
const weightInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}, Rs`));
const total = () => screen.getByTestId('completion-total').textContent;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: texts.send }));
const sendWeights = () => fireEvent.click(screen.getByRole('button', { name: texts.sendWeights }));
const posts = ({ completions }: ReturnType<typeof stubServer>) => completions.calls.map((call) => call.json);

/** Code and cash, on the weights already proposed: a completion ready to send. */
async function fillCompletion() {
  type(await codeInput(), '4821');
  fireEvent.click(screen.getByRole('radio', { name: texts.cash }));
}

describe('CompletePickup, step 1: the weights', () => {
  it('finds the order on a later page and labels each weight with the item and its agreed rate; no code is asked before the weights', async () => {
    const { list } = stubServer({ pages: [[makeAcceptedOrder({ id: 2, order_number: 'KT-2000' })], [makeAcceptedOrder()]] });
    renderScreen();
    await firstWeight();
    expect(screen.getByRole('heading', { name: 'Order KT-1001' })).toBeTruthy();
    expect(weightInput('Newspaper').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Newspaper, Rs 13.37 per kg')).toBeTruthy();
    expect(screen.getByLabelText('Iron, Rs 30 per kg')).toBeTruthy();
    expect(screen.queryByLabelText(texts.codeLabel)).toBeNull();
    expect(list.calls.map(({ query }) => query.toString())).toContain('page=2');
  });

  it('shows the running total in exact paise as weights are typed (13.37 × 2.35 = ₹31.42)', async () => {
    stubServer();
    renderScreen();
    await firstWeight();
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
    await firstWeight();
    const picker = await screen.findByLabelText(texts.addLabel);
    // The order's items and another dealer's prices are not offered.
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([texts.addChoose, 'Copper (Rs 425.50 per kg)']));
    fireEvent.change(picker, { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: texts.addButton }));
    type(weightInput('Copper'), '0.01');
    expect(total()).toBe('₹4.26');
  });

  it('keeps the typed weights in localStorage and restores them after a reload', async () => {
    stubServer();
    const first = renderScreen();
    type(await firstWeight(), '2,35');
    const stored = JSON.parse(localStorage.getItem(draftKey('KT-1001')) ?? 'null') as { completion_key: string; weights: string[] };
    expect(stored.weights[0]).toBe('2.35');
    expect(stored.completion_key.length).toBeGreaterThanOrEqual(8);
    first.unmount();

    renderScreen();
    expect(((await firstWeight()) as HTMLInputElement).value).toBe('2.35');
    expect(screen.getByText(texts.draftRestored)).toBeTruthy();
    expect(total()).toBe('₹31.42');
  });

  it('checks the weights before sending, then sends them and moves to the code', async () => {
    const server = stubServer();
    renderScreen();
    type(await firstWeight(), '10000.01');
    sendWeights();
    expect(await screen.findByText('A weight is at most 10000 kg')).toBeTruthy();
    expect(screen.getByText(texts.weightRequired)).toBeTruthy();
    expect(server.proposals.calls).toHaveLength(0);

    type(weightInput('Newspaper'), '2.35');
    type(weightInput('Iron'), '1.1');
    sendWeights();
    expect(await codeInput()).toBeTruthy();
    expect(server.proposals.calls.map((call) => call.json)).toEqual([
      {
        items: [
          { subcategory_id: 11, weight_kg: '2.35' },
          { subcategory_id: 12, weight_kg: '1.1' },
        ],
      },
    ]);
    expect(screen.getByTestId('proposed-weights').textContent).toContain('Newspaper');
    expect(total()).toBe('₹64.42');
  });

  it('sends a photo of the scale with the weights as a form, and refuses a file that is not a picture at once', async () => {
    const server = stubServer();
    renderScreen();
    type(await firstWeight(), '2.35');
    type(weightInput('Iron'), '1.1');
    const photo = screen.getByLabelText(texts.scalePhotoLabel);
    fireEvent.change(photo, { target: { files: [new File(['%PDF-1.4'], 'scale.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(weightsMessages.scalePhotoWrongType)).toBeTruthy();
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scale.png', { type: 'image/png' });
    fireEvent.change(photo, { target: { files: [picture] } });
    await waitFor(() => expect(screen.queryByText(weightsMessages.scalePhotoWrongType)).toBeNull());
    sendWeights();
    expect(await codeInput()).toBeTruthy();
    const form = server.proposals.calls[0]?.form;
    expect(form?.get('items')).toBe(JSON.stringify([{ subcategory_id: 11, weight_kg: '2.35' }, { subcategory_id: 12, weight_kg: '1.1' }]));
    expect((form?.get('scale_photo') as File | null)?.name).toBe('scale.png');
  });
});

describe('CompletePickup, step 2: the code and the payment', () => {
  it('a change of the weights sends new ones and warns that the code is asked again', async () => {
    const server = stubServer({ proposal: makeProposal() });
    renderScreen();
    await codeInput();
    fireEvent.click(screen.getByRole('button', { name: texts.changeWeights }));
    expect(await screen.findByText(texts.changeWarning)).toBeTruthy();
    // The weights in force are filled in.
    expect((weightInput('Newspaper') as HTMLInputElement).value).toBe('2.35');
    sendWeights();
    expect(await codeInput()).toBeTruthy();
    expect(server.proposals.calls).toHaveLength(1);
    type(await codeInput(), '4821');
    fireEvent.click(screen.getByRole('radio', { name: texts.cash }));
    send();
    expect(await screen.findByRole('heading', { name: texts.doneHeading })).toBeTruthy();
    expect(posts(server)[0]).toMatchObject({ code: '4821', weights_version: 2 });
  });

  it('keeps everything when the network drops, and a retry sends the same completion_key and version', async () => {
    let online = false;
    const server = stubServer({ proposal: makeProposal(), complete: () => (online ? makeCompletion({ total_amount: '121.42' }) : networkFailure) });
    renderScreen();
    await fillCompletion();
    send();
    expect(await screen.findByText(texts.notSent)).toBeTruthy();
    expect(((await codeInput()) as HTMLInputElement).value).toBe('4821');
    expect(localStorage.getItem(draftKey('KT-1001'))).not.toBeNull();

    online = true;
    send();
    expect(await screen.findByRole('heading', { name: texts.doneHeading })).toBeTruthy();
    const [firstTry, retry] = posts(server);
    expect(retry).toEqual(firstTry);
    expect(retry).toEqual({ code: '4821', weights_version: 1, payment_method: 'cash', completion_key: firstTry?.completion_key });
    expect(screen.getByText('₹121.42')).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.receipt }).getAttribute('href')).toBe('/receipt/KT-1001');
    expect(screen.getByRole('link', { name: texts.backToPickups }).getAttribute('href')).toBe('/dealer/pickup');
    expect(localStorage.getItem(draftKey('KT-1001'))).toBeNull();
  });

  it('shows a wrong code with the tries left at the code field', async () => {
    stubServer({
      proposal: makeProposal(),
      complete: () =>
        refuse(400, { code: 'VALIDATION', message: 'Wrong code: 4 tries left', requestId: 'r', fields: { code: ['Wrong code: 4 tries left'] } }),
    });
    renderScreen();
    await fillCompletion();
    send();
    const code = await codeInput();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe('Wrong code: 4 tries left');
  });

  it('shows a locked code at the code field and other refusals of the whole completion in words', async () => {
    let refusal: ErrorBody = { code: 'CONFLICT', message: messages.pickup.codeLocked, requestId: 'r' };
    stubServer({ proposal: makeProposal(), complete: () => refuse(409, refusal) });
    renderScreen();
    await fillCompletion();
    send();
    const code = await codeInput();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.pickup.codeLocked)).toBeTruthy();

    refusal = { code: 'CONFLICT', message: weightsMessages.staleProposal, requestId: 'r' };
    send();
    expect(await screen.findByText(weightsMessages.staleProposal, { selector: '.form__alert' })).toBeTruthy();
  });

  it("with UPI shows the upi://pay link to the customer's UPI ID for the exact total, and requires the 12-digit UTR", async () => {
    const server = stubServer({ proposal: makeProposal(), complete: () => makeCompletion({ payment_method: 'upi', payment_reference: '412345678901' }) });
    renderScreen();
    await fillCompletion();
    fireEvent.click(screen.getByRole('radio', { name: texts.upi }));
    const link = await screen.findByRole('link', { name: /UPI/ });
    expect(link.getAttribute('href')).toBe('upi://pay?pa=asha.devi%40okaxis&pn=Asha%20Devi&am=64.42&cu=INR&tr=KT-1001&tn=KT-1001');
    send();
    const reference = await screen.findByLabelText(texts.upiReference);
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(weightsMessages.utrInvalid)).toBeTruthy();
    type(reference, '41234567890');
    send();
    await waitFor(() => expect(screen.getAllByText(weightsMessages.utrInvalid).length).toBeGreaterThan(0));
    expect(posts(server)).toHaveLength(0);

    type(reference, '412345678901');
    send();
    expect(await screen.findByRole('heading', { name: texts.doneHeading })).toBeTruthy();
    expect(posts(server)[0]).toMatchObject({ payment_method: 'upi', payment_reference: '412345678901', weights_version: 1 });
  });

  it('with UPI to a customer without a UPI ID, says to pay to their number and still asks the UTR', async () => {
    stubServer({ proposal: makeProposal(), payee: { name: 'Asha Devi', upi_vpa: null, mobile: '9876543210' } });
    renderScreen();
    await fillCompletion();
    fireEvent.click(screen.getByRole('radio', { name: texts.upi }));
    expect(await screen.findByText(texts.upiToNumber('9876543210'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: /UPI/ })).toBeNull();
    expect(screen.getByLabelText(texts.upiReference)).toBeTruthy();
  });

  it('checks the code and the payment before sending', async () => {
    const server = stubServer({ proposal: makeProposal() });
    renderScreen();
    type(await codeInput(), '12');
    send();
    expect(await screen.findByText('Enter the 4-digit code')).toBeTruthy();
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

describe('CompletePickup in Hindi (issue 29)', () => {
  afterEach(backToEnglish);

  it('labels the weights with the agreed rate in ₹ per किलो', async () => {
    await inLanguage('hi');
    stubServer();
    renderScreen();
    expect(await screen.findByLabelText('Newspaper, ₹13.37 प्रति किलो')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ऑर्डर KT-1001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वज़न ग्राहक को भेजें' })).toBeTruthy();
  });

  it("shows the server's English refusals in Hindi: a locked code at the code field, another in the form's alert", async () => {
    // The server's words stay English (the API's contract); the page maps them to its language.
    const lockedInEnglish = messages.pickup.codeLocked;
    const staleInEnglish = weightsMessages.staleProposal;
    await inLanguage('hi');
    let refusal: ErrorBody = { code: 'CONFLICT', message: lockedInEnglish, requestId: 'r' };
    stubServer({ proposal: makeProposal(), complete: () => refuse(409, refusal) });
    renderScreen();
    await fillCompletion();
    send();
    const code = await codeInput();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.pickup.codeLocked)).toBeTruthy();
    expect(messages.pickup.codeLocked).not.toBe(lockedInEnglish);

    refusal = { code: 'CONFLICT', message: staleInEnglish, requestId: 'r' };
    send();
    expect(await screen.findByText(weightsMessages.staleProposal, { selector: '.form__alert' })).toBeTruthy();
    expect(weightsMessages.staleProposal).not.toBe(staleInEnglish);
  });
});
