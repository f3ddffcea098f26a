import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DealerCard } from '@kt/contract/selling/dealers';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { toast } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { agraLookup, makeCartItem, makeDealer, makePriceEntry } from '../test-fixtures.ts';
import { sellingFormTexts } from '../texts.ts';
import { SellItemPage } from './sell-item-page.tsx';

const newspaper = makePriceEntry();
const bottles = makePriceEntry({ id: 12, subcategory: 6, subcategory_name: 'Glass bottles', category_name: 'Glass', price: '2.50', GST: '0.00' });
const copper = makePriceEntry({ id: 13, subcategory: 9, subcategory_name: 'Copper wire', category_name: 'Metal', price: '425.00' });

const notFound = refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });
const serverError = refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' });

type Answers = {
  prices: () => Reply<typeof routes.searchSubcategory>;
  dealers: () => Reply<typeof routes.getDealers>;
  area: () => Reply<typeof routes.pincodeLookup>;
};

/** Pincode 282001's prices (the spec's 302), dealers and area, each answered as `answers` says; any other pincode is not found. */
function stubArea(answers: Answers) {
  return {
    prices: stubEndpoint(routes.searchSubcategory, ({ params }) => (params.pincode === '282001' ? answers.prices() : notFound)),
    dealers: stubEndpoint(routes.getDealers, ({ params }) => (params.pincode === '282001' ? answers.dealers() : notFound)),
    area: stubEndpoint(routes.pincodeLookup, ({ params }) => (params.pincode === '282001' ? answers.area() : notFound)),
  };
}

type Lists = { prices?: PriceListEntry[]; dealers?: DealerCard[]; pricesFail?: boolean };

function stubApi({ prices = [newspaper, bottles, copper], dealers = [makeDealer()], pricesFail = false }: Lists = {}) {
  return stubArea({ prices: () => (pricesFail ? serverError : prices), dealers: () => ({ data: { dealers } }), area: () => agraLookup });
}

/** The server's categories, as the route passes them (issue 28: the filter lists them). */
const serverCategories = ['Paper', 'Glass', 'Plastic', 'Metal', 'E-waste', 'Other'].map((name, index) => ({ id: index + 1, name }));

function renderSellItem({ signedIn = true, categories = serverCategories }: { signedIn?: boolean; categories?: { id: number; name: string }[] } = {}) {
  browserStorage.setPincode('282001');
  if (signedIn) browserStorage.setAuth(makeAuthRecord('Personal'));
  const errors = vi.spyOn(toast, 'error');
  const successes = vi.spyOn(toast, 'success');
  const result = renderPage(<SellItemPage categories={categories} />, { path: '/sell/sellitem', otherPaths: ['/signin'] });
  return { ...result, errors, successes };
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function addToCart(name: string, quantity: string) {
  const item = card(name);
  fireEvent.change(within(item).getByLabelText('Quantity (kg)'), { target: { value: quantity } });
  await act(async () => {
    fireEvent.click(within(item).getByRole('button', { name: 'Add to cart' }));
  });
}

describe('SellItemPage', () => {
  it('asks for an area pincode when none is saved', () => {
    stubApi();
    renderPage(<SellItemPage />, { path: '/sell/sellitem' });
    expect(screen.getByText(messages.selling.chooseArea)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose area pincode' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('names the area from the pincode and shows the price cards from the 302 answer', async () => {
    const stubs = stubApi();
    renderSellItem();
    expect(await screen.findByText('Agra, Uttar Pradesh – 282001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'change area pincode' })).toBeTruthy();
    const item = await screen.findByRole('article', { name: 'Newspaper' });
    expect(within(item).getByText('Ravi Scrap Traders')).toBeTruthy();
    expect(within(item).getByText('KTD000005')).toBeTruthy();
    expect(item.querySelector('.price-card__price')?.textContent).toBe('₹14 / kg');
    // Issue 28: the seller sees the rate they are paid; GST and the commission are the dealer's.
    expect(within(item).getByText(sellingFormTexts.rateNote)).toBeTruthy();
    expect(within(item).queryByText(/GST|commission/)).toBeNull();
    const picture = item.querySelector('img');
    expect([picture?.getAttribute('src'), picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual([
      '/media/newspaper.webp',
      '96',
      '96',
    ]);
    expect(card('Glass bottles').querySelector('.price-card__price')?.textContent).toBe('₹2.50 / kg');
    expect(stubs.prices.calls).toHaveLength(1);
  });

  it('starts on the saved sell item and filters the price cards by category, saving the choice', async () => {
    stubApi();
    browserStorage.setSellItem('metal');
    renderSellItem();
    await screen.findByRole('article', { name: 'Copper wire' });
    expect(screen.getByRole('tab', { name: 'Metal' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('article', { name: 'Newspaper' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Glass' }));
    expect(card('Glass bottles')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Copper wire' })).toBeNull();
    expect(browserStorage.getSellItem()).toBe('glass');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getAllByRole('article', { name: /Newspaper|Glass bottles|Copper wire/ })).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Paper', 'Glass', 'Plastic', 'Metal', 'E-waste', 'Other']);
  });

  it('lists the server\'s categories as filters, so one an admin added filters too, and starts on it when saved (issue 28)', async () => {
    const books = makePriceEntry({ id: 14, subcategory: 31, subcategory_name: 'School books', category_name: 'Old Books', price: '9.00' });
    stubApi({ prices: [newspaper, books] });
    browserStorage.setSellItem('old books');
    renderSellItem({ categories: [...serverCategories, { id: 40, name: 'Old Books' }] });
    await screen.findByRole('article', { name: 'School books' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Paper', 'Glass', 'Plastic', 'Metal', 'E-waste', 'Other', 'Old Books']);
    expect(screen.getByRole('tab', { name: 'Old Books' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('article', { name: 'Newspaper' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Paper' }));
    expect(card('Newspaper')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'School books' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Old Books' }));
    expect(card('School books')).toBeTruthy();
    expect(browserStorage.getSellItem()).toBe('old books');
  });

  it('filters the price cards by item name as the search is typed', async () => {
    stubApi();
    renderSellItem();
    await screen.findByRole('article', { name: 'Newspaper' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search scrap items' }), { target: { value: 'WIRE' } });
    expect(card('Copper wire')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Newspaper' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search scrap items' }), { target: { value: 'plutonium' } });
    expect(screen.getByText('No scrap item matches your search.')).toBeTruthy();
  });

  it('shows the dealer cards with KTD id, phone, timing, and minimum and maximum kg', async () => {
    stubApi();
    renderSellItem();
    const dealer = await screen.findByRole('article', { name: 'Ravi Scrap Traders' });
    expect(within(dealer).getByText('KTD000005 · Kabadi')).toBeTruthy();
    expect(within(dealer).getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe('tel:9123456780');
    expect(within(dealer).getByText('Paper, Metal')).toBeTruthy();
    expect(within(dealer).getByText('8am to 7pm')).toBeTruthy();
    expect(within(dealer).getByText(/Minimum: 5 kg/)).toBeTruthy();
    expect(within(dealer).getByText(/Maximum: 500 kg/)).toBeTruthy();
  });

  describe('who buys from whom (spec 1, issue 28)', () => {
    const recycler = makeDealer({ id: 1, KT_ID: 'KTD000001', name: 'Agra Recyclers', account_type: 'Recycler', min_qty: '500.00' });
    const collector = makeDealer({ id: 2, KT_ID: 'KTD000002', name: 'Bulk Collectors', account_type: 'Collector' });
    const kabadi = makeDealer({ id: 3, KT_ID: 'KTD000003', name: 'Ravi Scrap Traders', account_type: 'Kabadi', verified_on: '2026-01-15' });
    const priceOf = (dealer: DealerCard, id: number) =>
      makePriceEntry({ id, subcategory: id, subcategory_name: `Item of ${dealer.name}`, dealer: dealer.id, dealer_name: dealer.name, dealer_account_type: dealer.account_type });
    const lists = { dealers: [recycler, collector, kabadi], prices: [priceOf(recycler, 21), priceOf(collector, 22), priceOf(kabadi, 23)] };
    const dealerNames = () => screen.getAllByRole('article').filter((node) => node.classList.contains('dealer-card')).map((node) => node.querySelector('h3')?.textContent);
    const priceNames = () => screen.getAllByRole('article').filter((node) => node.classList.contains('price-card')).map((node) => node.querySelector('h3')?.textContent);

    it('puts the Kabadiwalas first and the Recyclers last for a house (and a guest), each labelled with whom they buy from, with the Verified date', async () => {
      stubApi(lists);
      renderSellItem();
      await screen.findByRole('article', { name: 'Agra Recyclers' });
      expect(dealerNames()).toEqual(['Ravi Scrap Traders', 'Bulk Collectors', 'Agra Recyclers']);
      expect(priceNames()).toEqual(['Item of Ravi Scrap Traders', 'Item of Bulk Collectors', 'Item of Agra Recyclers']);
      expect(within(card('Ravi Scrap Traders')).getByText('Buys from houses and shops')).toBeTruthy();
      expect(within(card('Agra Recyclers')).getByText('Buys in bulk from kabadiwalas and collectors')).toBeTruthy();
      expect(within(card('Ravi Scrap Traders')).getByText('Verified 15 Jan 2026')).toBeTruthy();
    });

    it('puts the Collectors first for an institution', async () => {
      stubApi(lists);
      browserStorage.setAuth(makeAuthRecord('Organization'));
      browserStorage.setPincode('282001');
      renderPage(<SellItemPage categories={serverCategories} />, { path: '/sell/sellitem' });
      await screen.findByRole('article', { name: 'Agra Recyclers' });
      expect(dealerNames()).toEqual(['Bulk Collectors', 'Ravi Scrap Traders', 'Agra Recyclers']);
      expect(within(card('Bulk Collectors')).getByText('Buys from institutions')).toBeTruthy();
    });
  });

  it("opens the inquiry modal from a dealer's Sell button", async () => {
    stubApi();
    renderSellItem();
    const dealer = await screen.findByRole('article', { name: 'Ravi Scrap Traders' });
    fireEvent.click(within(dealer).getByRole('button', { name: 'Sell' }));
    // The modal's chunk (and its texts' twins, withTwins) loads on the click: slower under load.
    expect(await screen.findByRole('dialog', { name: 'Sell to Ravi Scrap Traders' }, { timeout: 4000 })).toBeTruthy();
  });

  it('says the service is not available yet when nobody serves the pincode, with a way to change it', async () => {
    stubApi({ prices: [], dealers: [] });
    renderSellItem();
    const notice = (await screen.findByText(messages.selling.notAvailable)).parentElement as HTMLElement;
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Change pincode' }));
    expect(await screen.findByRole('dialog', { name: 'Change area pincode' })).toBeTruthy();
  });

  it('shows a retry when the prices cannot be loaded', async () => {
    stubApi({ pricesFail: true });
    renderSellItem();
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  describe('when a list cannot be loaded', () => {
    type Failing = { prices?: boolean; dealers?: boolean; area?: boolean };
    /** The area's answers, each failing while `failing` says so (a test can change it to let a retry succeed). */
    function stubFailing(failing: Failing) {
      return stubArea({
        prices: () => (failing.prices ? serverError : [newspaper]),
        dealers: () => (failing.dealers ? serverError : { data: { dealers: [makeDealer()] } }),
        area: () => (failing.area ? serverError : agraLookup),
      });
    }

    function section(name: string) {
      return screen.getByRole('heading', { name }).parentElement as HTMLElement;
    }

    it('keeps the prices and the filter when the dealers fail, and loads the dealers again on Try again', async () => {
      const failing: Failing = { dealers: true };
      stubFailing(failing);
      renderSellItem();
      expect(await screen.findByRole('article', { name: 'Newspaper' })).toBeTruthy();
      const dealers = within(section('Dealers near you'));
      expect((await dealers.findByRole('alert')).textContent).toContain(messages.general.loadFailed);
      expect(screen.getByRole('tablist', { name: 'Category' })).toBeTruthy();
      failing.dealers = false;
      await act(async () => {
        fireEvent.click(dealers.getByRole('button', { name: 'Try again' }));
      });
      expect(await screen.findByRole('article', { name: 'Ravi Scrap Traders' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('keeps the dealers when the prices fail, and loads the prices again on Try again', async () => {
      const failing: Failing = { prices: true };
      stubFailing(failing);
      renderSellItem();
      expect(await screen.findByRole('article', { name: 'Ravi Scrap Traders' })).toBeTruthy();
      const prices = within(section('Prices near you'));
      expect((await prices.findByRole('alert')).textContent).toContain(messages.general.loadFailed);
      failing.prices = false;
      await act(async () => {
        fireEvent.click(prices.getByRole('button', { name: 'Try again' }));
      });
      expect(await screen.findByRole('article', { name: 'Newspaper' })).toBeTruthy();
    });

    it('shows a retry in each section when both fail, and the pincode when its area cannot be named', async () => {
      stubFailing({ prices: true, dealers: true, area: true });
      renderSellItem();
      await within(section('Prices near you')).findByRole('alert');
      await within(section('Dealers near you')).findByRole('alert');
      expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
      expect(screen.getByText('282001', { selector: '.area-pincode--page strong' })).toBeTruthy();
    });

    it('keeps the loaded prices and dealers on screen when a later refresh fails', async () => {
      const failing: Failing = {};
      stubFailing(failing);
      const { queryClient } = renderSellItem();
      await screen.findByRole('article', { name: 'Newspaper' });
      await screen.findByRole('article', { name: 'Ravi Scrap Traders' });
      failing.prices = true;
      failing.dealers = true;
      await act(async () => {
        await queryClient.refetchQueries({ queryKey: ['selling'] });
      });
      expect(screen.getByRole('article', { name: 'Newspaper' })).toBeTruthy();
      expect(screen.getByRole('article', { name: 'Ravi Scrap Traders' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('add to cart', () => {
    it('sends a guest to /signin with the sign-in message', async () => {
      stubApi();
      const { errors, router } = renderSellItem({ signedIn: false });
      await screen.findByRole('article', { name: 'Newspaper' });
      await addToCart('Newspaper', '3');
      expect(errors).toHaveBeenCalledWith(messages.orders.signInToAdd);
      expect(router.state.location.pathname).toBe('/signin');
      expect(browserStorage.getCart()).toEqual([]);
    });

    it('sends a signed-in dealer to /signin too: only customers have a cart', async () => {
      stubApi();
      browserStorage.setAuth(makeAuthRecord('Recycler'));
      const { errors, router } = renderSellItem({ signedIn: false });
      await screen.findByRole('article', { name: 'Newspaper' });
      await addToCart('Newspaper', '3');
      expect(errors).toHaveBeenCalledWith(messages.orders.signInToAdd);
      expect(router.state.location.pathname).toBe('/signin');
    });

    it('asks for a quantity when it is empty or not above 0', async () => {
      stubApi();
      const { errors } = renderSellItem();
      await screen.findByRole('article', { name: 'Newspaper' });
      await addToCart('Newspaper', '');
      await addToCart('Newspaper', '0');
      expect(errors.mock.calls).toEqual([[messages.orders.quantityRequired], [messages.orders.quantityRequired]]);
      expect(browserStorage.getCart()).toEqual([]);
    });

    it('adds the item with its dealer, price and pincode and says so', async () => {
      stubApi();
      const { successes } = renderSellItem();
      await screen.findByRole('article', { name: 'Newspaper' });
      await addToCart('Newspaper', '2.5');
      expect(successes).toHaveBeenCalledWith(messages.orders.addedToCart);
      expect(browserStorage.getCart()).toEqual([
        {
          id: 11,
          name: 'Newspaper',
          img: '/media/newspaper.webp',
          dealer: 5,
          dealerName: 'Ravi Scrap Traders',
          price: '14.00',
          pincode: '282001',
          subcategory_id: 3,
          itemQuantity: 2.5,
          totalPrice: '35.00',
          gst: '5.00',
          percentage: '1.00',
          unit: 'kg',
        },
      ]);
      expect((within(card('Newspaper')).getByLabelText('Quantity (kg)') as HTMLInputElement).value).toBe('');
    });

    it('adds to the quantity of an item already in the cart', async () => {
      stubApi();
      renderSellItem();
      await screen.findByRole('article', { name: 'Newspaper' });
      await addToCart('Newspaper', '2');
      await addToCart('Newspaper', '3');
      expect(browserStorage.getCart().map((item) => [item.id, item.itemQuantity, item.totalPrice])).toEqual([[11, 5, '70.00']]);
    });

    it("refuses an item of another dealer with the spec's text", async () => {
      stubApi({ prices: [newspaper, makePriceEntry({ id: 20, subcategory_name: 'Books', dealer: 8, dealer_kt_id: 'KTD000008' })] });
      const { errors } = renderSellItem();
      await screen.findByRole('article', { name: 'Newspaper' });
      await addToCart('Newspaper', '1');
      await addToCart('Books', '1');
      expect(errors).toHaveBeenCalledWith(messages.orders.differentDealer);
      expect(browserStorage.getCart().map((item) => item.id)).toEqual([11]);
    });

    it('refuses an 11th item with the cart-limit message', async () => {
      stubApi();
      const full = Array.from({ length: 10 }, (_, i) => makeCartItem({ id: 200 + i }));
      browserStorage.setCart(full);
      const { errors } = renderSellItem();
      await screen.findByRole('article', { name: 'Newspaper' });
      await addToCart('Newspaper', '1');
      expect(errors).toHaveBeenCalledWith(messages.orders.cartLimit);
      expect(browserStorage.getCart()).toHaveLength(10);
    });
  });
});
