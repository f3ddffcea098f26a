import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealerArea } from '@kt/contract/dealer-settings/pincodes';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { paths } from '../../../../lib/paths.ts';
import { networkFailure, refuse, stubEndpoint, type Reply, type StubResolver, type TableRoute } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage } from '../../../../test-render.tsx';
import { priceTexts } from '../texts.ts';
import { allPincodes, categories, formFields, makePrice, servedAreas, subcategories } from '../test-fixtures.ts';
import { EditPrices } from './edit-prices.tsx';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

type ServerOptions = {
  prices?: DealerPrice[];
  areas?: DealerArea[];
  /** The answers of the POSTs; success with the spec's message when absent. */
  addPrice?: Reply<typeof routes.addPrice>;
  updatePrice?: Reply<typeof routes.updatePrice>;
  deletePrice?: Reply<typeof routes.deletePrice>;
  /** The subcategory list's answer, at each call. */
  subcategoryList?: StubResolver<typeof routes.subcategoryList>;
};

/**
 * The endpoints the page calls, answering from the given data. `posts` lists the POSTs as
 * [path, form fields], in the order sent.
 */
function stubServer({
  prices = [makePrice()],
  areas = servedAreas,
  addPrice = { msg: messages.dealerSettings.priceAdded },
  updatePrice = { msg: 'ok' },
  deletePrice = { msg: 'ok' },
  subcategoryList = () => subcategories,
}: ServerOptions = {}) {
  const posts: [string, Record<string, FormDataEntryValue>][] = [];
  const posted = <R extends TableRoute>(route: R, reply: Reply<R>) =>
    stubEndpoint(route, (call) => {
      posts.push([call.url.pathname, formFields(call.form)]);
      return reply;
    });
  return {
    posts,
    reads: [
      stubEndpoint(routes.categoryList, categories),
      stubEndpoint(routes.subcategoryList, subcategoryList),
      stubEndpoint(routes.allPincodes, allPincodes(areas)),
    ],
    prices: stubEndpoint(routes.dealerPrices, prices),
    additions: posted(routes.addPrice, addPrice),
    updates: posted(routes.updatePrice, updatePrice),
    deletions: posted(routes.deletePrice, deletePrice),
  };
}

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

const card = (name: string) => screen.getByRole('article', { name });

async function openPriceForm(item: string) {
  fireEvent.click(await screen.findByRole('button', { name: priceTexts.setPriceLabel(item) }));
  // The form is a lazy chunk (with its texts' twins): its first load may take longer than a second on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: priceTexts.formTitle(item) }, { timeout: 5000 });
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
    // Issue 28: the dealer sees the commission the sellers' price cards no longer show.
    expect(screen.getByText(priceTexts.commissionNote)).toBeTruthy();
  });

  it('asks for a category when none was chosen', async () => {
    const server = stubServer();
    renderEditPrices(null);
    expect(screen.getByText(priceTexts.noCategoryChosen)).toBeTruthy();
    expect(screen.getByRole('link', { name: priceTexts.chooseCategory }).getAttribute('href')).toBe(paths.dealerSetPrice);
    await Promise.resolve();
    const stubs = [...server.reads, server.prices, server.additions, server.updates, server.deletions];
    expect(stubs.flatMap((stub) => stub.calls)).toEqual([]);
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
    const { posts } = stubServer();
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { price: '12', accept: false });
    expect(await within(form).findByText(dealerAreaMessages.commissionRequired)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it.each([['0'], ['-5'], ['12.345'], ['abc'], [''], ['1,5'], ['100001']])(
    'refuses the price %j in the browser and sends nothing',
    async (price) => {
      const { posts } = stubServer();
      renderEditPrices();
      const form = await openPriceForm('Cardboard');
      fillForm(form, { price, accept: true });
      expect(await within(form).findByText(dealerAreaMessages.priceInvalid)).toBeTruthy();
      expect(within(form).queryByText(dealerAreaMessages.commissionRequired)).toBeNull();
      expect(posts).toEqual([]);
    },
  );

  it("saves a new price with add-price and says 'Successfully added'", async () => {
    const { posts } = stubServer();
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { pincode: '282002', price: ' 9.5 ', accept: true });
    expect(await screen.findByText(messages.dealerSettings.priceAdded)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.priceUpdated)).toBeNull();
    expect(posts).toEqual([
      ['/dealer_details/add-price/', { dealer: '7', pincode: '282002', price: '9.5', subcategory: '12' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("calls update-price with the same form when add-price answers 409, says 'Successfully updated' and refreshes the prices", async () => {
    const { posts, additions, prices } = stubServer({
      addPrice: refuse(409, { code: 'CONFLICT', message: dealerAreaMessages.priceExists, requestId: 'r' }),
      updatePrice: { msg: messages.dealerSettings.priceUpdated },
    });
    renderEditPrices();
    const form = await openPriceForm('Newspaper');
    const readsBefore = prices.calls.length;
    fillForm(form, { price: '15.75', accept: true });
    expect(await screen.findByText(messages.dealerSettings.priceUpdated)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.priceAdded)).toBeNull();
    const sent = { dealer: '7', pincode: '282001', price: '15.75', subcategory: '11' };
    expect(posts).toEqual([
      ['/dealer_details/add-price/', sent],
      ['/dealer_details/update-price/', sent],
    ]);
    const [addition] = additions.calls;
    expect(addition?.form).toBeInstanceOf(FormData);
    expect(addition?.headers.get('Authorization')).toBe('Bearer a');
    await waitFor(() => expect(prices.calls.length).toBeGreaterThan(readsBefore));
  });

  it("shows the server's message and stays open when update-price fails too", async () => {
    const refusal = refuse(409, { code: 'CONFLICT', message: dealerAreaMessages.priceNotServed, requestId: 'r' });
    stubServer({ addPrice: refusal, updatePrice: refusal });
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { price: '10', accept: true });
    expect(await within(form).findByText(dealerAreaMessages.priceNotServed)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.priceUpdated)).toBeNull();
    expect((within(form).getByRole('button', { name: priceTexts.save }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not call update-price when add-price never reached the server', async () => {
    const { posts } = stubServer({ addPrice: networkFailure, updatePrice: networkFailure });
    renderEditPrices();
    const form = await openPriceForm('Cardboard');
    fillForm(form, { price: '10', accept: true });
    expect(await within(form).findByText(messages.general.loadFailed)).toBeTruthy();
    expect(posts.map(([path]) => path)).toEqual(['/dealer_details/add-price/']);
  });

  it('shows a retry when the items cannot be loaded', async () => {
    let isDown = true;
    stubServer({
      subcategoryList: () => (isDown ? refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }) : subcategories),
    });
    renderEditPrices();
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Newspaper' })).toBeTruthy();
  });

  it("removes a price with delete-price and says 'successfully removed' when the server did", async () => {
    const { posts } = stubServer({ deletePrice: { msg: messages.dealerSettings.priceRemoved } });
    renderEditPrices();
    await screen.findByRole('article', { name: 'Newspaper' });
    fireEvent.click(screen.getByRole('button', { name: priceTexts.removeLabel('Newspaper', '282001') }));
    expect(await screen.findByText(messages.dealerSettings.priceRemoved)).toBeTruthy();
    expect(posts).toEqual([['/dealer_details/delete-price/', { dealer: '7', subcategory: '11', pincode: '282001' }]]);
  });

  it("shows the server's message, not 'successfully removed', when delete-price answers 404", async () => {
    stubServer({ deletePrice: refuse(404, { code: 'NOT_FOUND', message: dealerAreaMessages.priceNotRemoved, requestId: 'r' }) });
    renderEditPrices();
    await screen.findByRole('article', { name: 'Newspaper' });
    fireEvent.click(screen.getByRole('button', { name: priceTexts.removeLabel('Newspaper', '282001') }));
    expect(await screen.findByText(dealerAreaMessages.priceNotRemoved)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.priceRemoved)).toBeNull();
  });
});
