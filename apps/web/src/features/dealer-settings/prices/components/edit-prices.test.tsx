import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealerArea } from '@kt/contract/dealer-settings/pincodes';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { paths } from '../../../../lib/paths.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage, stubFetch } from '../../../../test-render.tsx';
import { priceTexts } from '../texts.ts';
import { allPincodes, categories, formFields, makePrice, servedAreas, subcategories } from '../test-fixtures.ts';
import { EditPrices } from './edit-prices.tsx';

type Answer = { status?: number; body?: unknown };
type ServerOptions = {
  prices?: DealerPrice[];
  areas?: DealerArea[];
  /** Answers of the POSTs, by path; 2xx with the spec's message when absent. */
  posts?: Partial<Record<string, Answer>>;
};

/** The endpoints the page reads, answering from the given data. */
function serverAnswers({ prices = [makePrice()], areas = servedAreas, posts = {} }: ServerOptions = {}) {
  return (url: string, init: RequestInit): Answer => {
    if (init.method === 'POST') {
      return (
        posts[url] ??
        (url === '/dealer_details/add-price/' ? { status: 201, body: { msg: messages.dealerSettings.priceAdded } } : { body: { msg: 'ok' } })
      );
    }
    if (url === '/cat/category-list/') return { body: categories };
    if (url === '/cat/all-subcategory-list/') return { body: subcategories };
    if (url === '/dealer_details/get-price/7/') return { body: prices };
    if (url === '/dealer_details/get_all_pincodes/7/') return { body: allPincodes(areas) };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  };
}

/** The server of serverAnswers; every call is recorded. */
const stubServer = (options: ServerOptions = {}) => stubFetch(serverAnswers(options));

function renderEditPrices(category: string | null = 'Paper') {
  browserStorage.setAuth(makeAuthRecord('Kabadi'));
  browserStorage.setPriceCategory(category);
  return renderPage(
    <>
      <EditPrices />
      <Toaster />
    </>,
    { path: paths.dealerEditPrice, otherPaths: [paths.dealerPriceList, paths.dealerSetPrice, paths.dealerAddArea] },
  );
}

type FetchMock = ReturnType<typeof stubServer>;
const posts = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [url, formFields(init?.body)]);
const reads = (fetchMock: FetchMock, url: string) => fetchMock.mock.calls.filter(([called]) => called === url).length;

const card = (name: string) => screen.getByRole('article', { name });

async function openPriceForm(item: string) {
  fireEvent.click(await screen.findByRole('button', { name: priceTexts.setPriceLabel(item) }));
  const dialog = await screen.findByRole('dialog', { name: priceTexts.formTitle(item) });
  await waitFor(() => expect(within(dialog).queryByText(priceTexts.loadingAreas)).toBeNull());
  return dialog;
}

function fillForm(form: HTMLElement, { pincode, price, accept }: { pincode?: string; price?: string; accept: boolean }) {
  if (pincode !== undefined) fireEvent.change(within(form).getByLabelText(priceTexts.pincodeLabel), { target: { value: pincode } });
  if (price !== undefined) fireEvent.change(within(form).getByLabelText(priceTexts.priceLabel), { target: { value: price } });
  if (accept) fireEvent.click(within(form).getByLabelText(priceTexts.commissionLabel));
  fireEvent.click(within(form).getByRole('button', { name: priceTexts.save }));
}

describe('EditPrices', () => {
  it("shows a card per subcategory of the chosen category with the dealer's current price per pincode, and the Price List link", async () => {
    stubServer({ prices: [makePrice(), makePrice({ id: 2, pincode: '282002', price: '15.50' }), makePrice({ id: 3, subcategory: 21 })] });
    renderEditPrices();
    expect(await screen.findByRole('heading', { name: 'Category: Paper' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Newspaper' });
    const names = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Newspaper', 'Cardboard']);
    const newspaper = card('Newspaper');
    expect(newspaper.querySelector('img')?.getAttribute('src')).toBe('/media/sub/newspaper.png');
    const rows = within(within(newspaper).getByRole('list', { name: priceTexts.yourPrices })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['282001₹14 / kgRemove', '282002₹15.50 / kgRemove']);
    expect(within(card('Cardboard')).getByText(priceTexts.noPriceYet)).toBeTruthy();
    expect(screen.getByRole('link', { name: priceTexts.priceListLink }).getAttribute('href')).toBe(paths.dealerPriceList);
  });

  it('asks for a category when none was chosen', async () => {
    const fetchMock = stubServer();
    renderEditPrices(null);
    expect(screen.getByText(priceTexts.noCategoryChosen)).toBeTruthy();
    expect(screen.getByRole('link', { name: priceTexts.chooseCategory }).getAttribute('href')).toBe(paths.dealerSetPrice);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the pincodes the dealer serves and starts from the current price there', async () => {
    stubServer();
    renderEditPrices();
    const form = await openPriceForm('Newspaper');
    const select = within(form).getByLabelText(priceTexts.pincodeLabel) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['', '282001', '282002']);
    expect(select.value).toBe('282001');
    expect((within(form).getByLabelText(priceTexts.priceLabel) as HTMLInputElement).value).toBe('14');
    fireEvent.change(select, { target: { value: '282002' } });
    expect((within(form).getByLabelText(priceTexts.priceLabel) as HTMLInputElement).value).toBe('');
    expect(within(form).getByLabelText('I accept the commission of 1% per kg')).toBeTruthy();
  });

  it('says so and links to Add Area Pincode when the dealer serves no pincode', async () => {
    stubServer({ areas: [] });
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    expect(await within(form).findByText(priceTexts.noAreas)).toBeTruthy();
    expect(within(form).getByRole('link', { name: priceTexts.addArea }).getAttribute('href')).toBe(paths.dealerAddArea);
    expect(within(form).queryByLabelText(priceTexts.priceLabel)).toBeNull();
  });

  it('requires the commission box: unticked, it says so and sends nothing', async () => {
    const fetchMock = stubServer();
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { price: '12', accept: false });
    expect(await within(form).findByText(messages.dealerArea.commissionRequired)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it.each([['0'], ['-5'], ['12.345'], ['abc'], [''], ['1,5'], ['100001']])(
    'refuses the price %j in the browser and sends nothing',
    async (price) => {
      const fetchMock = stubServer();
      renderEditPrices();
      const form = await openPriceForm('Cardboard');
      fillForm(form, { price, accept: true });
      expect(await within(form).findByText(messages.dealerArea.priceInvalid)).toBeTruthy();
      expect(within(form).queryByText(messages.dealerArea.commissionRequired)).toBeNull();
      expect(posts(fetchMock)).toEqual([]);
    },
  );

  it("saves a new price with add-price and says 'The price has been set successfully'", async () => {
    const fetchMock = stubServer();
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { pincode: '282002', price: ' 9.5 ', accept: true });
    expect(await screen.findByText(messages.dealerSettings.priceSet)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      ['/dealer_details/add-price/', { dealer: '7', pincode: '282002', price: '9.5', subcategory: '12' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('calls update-price with the same form when add-price answers 409, says the price is set and refreshes the prices', async () => {
    const fetchMock = stubServer({
      posts: {
        '/dealer_details/add-price/': { status: 409, body: { code: 'CONFLICT', message: messages.dealerArea.priceExists } },
        '/dealer_details/update-price/': { body: { msg: messages.dealerSettings.priceUpdated } },
      },
    });
    renderEditPrices();
    const form = await openPriceForm('Newspaper');
    const readsBefore = reads(fetchMock, '/dealer_details/get-price/7/');
    fillForm(form, { price: '15.75', accept: true });
    expect(await screen.findByText(messages.dealerSettings.priceSet)).toBeTruthy();
    const sent = { dealer: '7', pincode: '282001', price: '15.75', subcategory: '11' };
    expect(posts(fetchMock)).toEqual([
      ['/dealer_details/add-price/', sent],
      ['/dealer_details/update-price/', sent],
    ]);
    const [, addInit] = fetchMock.mock.calls.find(([url]) => url === '/dealer_details/add-price/') ?? [];
    expect(addInit?.body).toBeInstanceOf(FormData);
    expect(new Headers(addInit?.headers).get('Authorization')).toBe('Bearer a');
    await waitFor(() => expect(reads(fetchMock, '/dealer_details/get-price/7/')).toBeGreaterThan(readsBefore));
  });

  it("shows the server's message and stays open when update-price fails too", async () => {
    const refusal = { status: 409, body: { code: 'CONFLICT', message: messages.dealerArea.priceNotServed } };
    stubServer({ posts: { '/dealer_details/add-price/': refusal, '/dealer_details/update-price/': refusal } });
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { price: '10', accept: true });
    expect(await within(form).findByText(messages.dealerArea.priceNotServed)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.priceSet)).toBeNull();
    expect((within(form).getByRole('button', { name: priceTexts.save }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not call update-price when add-price never reached the server', async () => {
    const server = serverAnswers();
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'POST') throw new TypeError('Failed to fetch');
      return server(url, init);
    });
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { price: '10', accept: true });
    expect(await within(form).findByText(messages.general.loadFailed)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url)).toEqual(['/dealer_details/add-price/']);
  });

  it('shows a retry when the items cannot be loaded', async () => {
    let isDown = true;
    const server = serverAnswers();
    stubFetch((url, init) =>
      isDown && url === '/cat/all-subcategory-list/' ? { status: 500, body: { code: 'INTERNAL', message: 'Internal error', requestId: 'r' } } : server(url, init),
    );
    renderEditPrices();
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Newspaper' })).toBeTruthy();
  });

  it("removes a price with delete-price and says 'successfully removed' when the server did", async () => {
    const fetchMock = stubServer({ posts: { '/dealer_details/delete-price/': { body: { msg: messages.dealerSettings.priceRemoved } } } });
    renderEditPrices();
    await screen.findByRole('article', { name: 'Newspaper' });
    fireEvent.click(screen.getByRole('button', { name: priceTexts.removeLabel('Newspaper', '282001') }));
    expect(await screen.findByText(messages.dealerSettings.priceRemoved)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([['/dealer_details/delete-price/', { dealer: '7', subcategory: '11', pincode: '282001' }]]);
  });

  it("shows the server's message, not 'successfully removed', when delete-price answers 404", async () => {
    stubServer({
      posts: { '/dealer_details/delete-price/': { status: 404, body: { code: 'NOT_FOUND', message: messages.dealerArea.priceNotRemoved } } },
    });
    renderEditPrices();
    await screen.findByRole('article', { name: 'Newspaper' });
    fireEvent.click(screen.getByRole('button', { name: priceTexts.removeLabel('Newspaper', '282001') }));
    expect(await screen.findByText(messages.dealerArea.priceNotRemoved)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.priceRemoved)).toBeNull();
  });
});
