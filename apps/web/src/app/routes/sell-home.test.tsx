import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { toast } from '../../components/ui/toast.tsx';
import { agraLookup } from '../../features/selling/test-fixtures.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../test/api-stubs.ts';
import { makeAuthRecord } from '../../test-support.ts';
import { renderPage } from '../../test-render.tsx';
import { SellHome } from './sell-home.tsx';

const categories = [
  { id: 1, name: 'Paper', image: '/media/paper.webp' },
  { id: 2, name: 'Glass', image: '/media/glass.webp' },
  { id: 3, name: 'Metal', image: '/media/metal.webp' },
];
const subcategories = [
  { id: 10, sub_name: 'Newspaper', sub_image: '/media/news.webp', category: 1 },
  { id: 11, sub_name: 'Copper wire', sub_image: '/media/copper.webp', category: 3 },
  { id: 12, sub_name: 'Beer bottles', sub_image: '/media/beer.webp', category: 2 },
];

/** The page's reads: the catalogue, no testimonials, and the post offices of 282001 alone. */
function stubApi() {
  stubEndpoint(routes.categoryList, categories);
  stubEndpoint(routes.happyCustomers, []);
  stubEndpoint(routes.pincodeLookup, ({ params }) =>
    // The selling fixture's texts are typed as strings; the stub checks its shape when it answers.
    params.pincode === '282001' ? (agraLookup as PincodeLookupResponse) : refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' }),
  );
  return { subcategoryList: stubEndpoint(routes.subcategoryList, subcategories) };
}

function renderSellHome() {
  return renderPage(<SellHome />, { path: '/sell', otherPaths: ['/sell/sellitem'] });
}

function shownCategories() {
  return screen.queryAllByRole('button').filter((button) => button.classList.contains('category-card')).map((button) => button.textContent);
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories and scrap items' }), { target: { value: text } });
}

describe('SellHome', () => {
  it('filters the categories by their names as the search is typed', async () => {
    const { subcategoryList } = stubApi();
    renderSellHome();
    await screen.findByText('Paper');
    expect(subcategoryList.calls).toHaveLength(0);
    search('gla');
    expect(shownCategories()).toEqual(['Glass']);
  });

  it('finds a category by the name of one of its scrap items', async () => {
    stubApi();
    renderSellHome();
    await screen.findByText('Paper');
    search('copper');
    await waitFor(() => expect(shownCategories()).toEqual(['Metal']));
    search('BOTTLES');
    expect(shownCategories()).toEqual(['Glass']);
    search('');
    expect(shownCategories()).toEqual(['Paper', 'Glass', 'Metal']);
  });

  it('waits for the scrap items before saying nothing matches', async () => {
    let answer: (value: typeof subcategories) => void = () => {};
    const answered = new Promise<typeof subcategories>((resolve) => (answer = resolve));
    stubEndpoint(routes.categoryList, categories);
    stubEndpoint(routes.happyCustomers, []);
    stubEndpoint(routes.subcategoryList, () => answered);
    renderSellHome();
    await screen.findByText('Paper');
    search('copper');
    expect(screen.getByText('Searching the scrap items…')).toBeTruthy();
    answer(subcategories);
    await waitFor(() => expect(shownCategories()).toEqual(['Metal']));
  });

  it('says so when nothing matches the search', async () => {
    stubApi();
    renderSellHome();
    await screen.findByText('Paper');
    search('plutonium');
    expect(await screen.findByText('No category matches your search.')).toBeTruthy();
  });

  it("asks for a pincode first: the prompt, and 'Enter Pincode' with the modal when a category is chosen", async () => {
    stubApi();
    const errors = vi.spyOn(toast, 'error');
    const { router } = renderSellHome();
    expect(screen.getByText(messages.selling.chooseArea)).toBeTruthy();
    fireEvent.click(await screen.findByText('Metal'));
    expect(errors).toHaveBeenCalledWith(messages.general.enterPincode);
    expect(await screen.findByRole('dialog', { name: 'Change area pincode' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sell');
  });

  it('saves the chosen category and goes to the selling page once a pincode is saved', async () => {
    stubApi();
    browserStorage.setPincode('282001');
    const { router } = renderSellHome();
    expect(screen.queryByText(messages.selling.chooseArea)).toBeNull();
    fireEvent.click(await screen.findByText('Metal'));
    expect(browserStorage.getSellItem()).toBe('metal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/sellitem'));
  });

  it('shows a dealer no top bar, but still the area pincode and its change button', async () => {
    stubApi();
    browserStorage.setAuth(makeAuthRecord('Collector'));
    browserStorage.setPincode('282001');
    renderSellHome();
    await screen.findByText('Paper');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText(/^Welcome/)).toBeNull();
    expect(screen.getByText('282001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change pincode' }));
    expect(await screen.findByRole('dialog', { name: 'Change area pincode' })).toBeTruthy();
  });
});
