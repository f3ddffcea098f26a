import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { allPincodes } from '../../../../features/dealer-settings/prices/test-fixtures.ts';
import { resaleTexts } from '../../../../features/resale/texts.ts';
import { makePriceEntry } from '../../../../features/selling/test-fixtures.ts';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { stubEndpoint } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage } from '../../../../test-render.tsx';
import { SellToRecyclersPage } from './sell-to-recyclers.tsx';

/** The signed-in Kabadi of makeAuthRecord is account 7. */
const recyclerIron = makePriceEntry({ id: 21, subcategory_name: 'Iron', dealer: 9, dealer_name: 'Taj Recycling', dealer_account_type: 'Recycler', price: '29.00' });
const kabadiIron = makePriceEntry({ id: 22, subcategory_name: 'Iron', dealer: 5, dealer_name: 'Ravi Scrap Traders', dealer_account_type: 'Kabadi' });
const collectorIron = makePriceEntry({ id: 23, subcategory_name: 'Iron', dealer: 6, dealer_name: 'Agra Collectors', dealer_account_type: 'Collector' });
const ownIron = makePriceEntry({ id: 24, subcategory_name: 'Iron', dealer: 7, dealer_name: 'Asha', dealer_account_type: 'Kabadi' });
const farRecycler = makePriceEntry({ id: 25, subcategory_name: 'Copper', dealer: 9, dealer_name: 'Taj Recycling', dealer_account_type: 'Recycler', pincode: '282002' });

function renderSellPage() {
  browserStorage.setAuth(makeAuthRecord('Kabadi'));
  stubEndpoint(routes.allPincodes, allPincodes());
  stubEndpoint(routes.searchSubcategory, ({ params }) => (params.pincode === '282001' ? [recyclerIron, kabadiIron, collectorIron, ownIron] : [farRecycler]));
  return renderPage(<SellToRecyclersPage />, { path: '/dealer/sell', otherPaths: ['/dealer/sell/cart', '/dealer/sell/pickups', '/signin'] });
}

describe('/dealer/sell (issue 28: a Kabadi sells on to Recyclers)', () => {
  it("offers the Recyclers' prices of the dealer's first area only: not a Kabadi's, a Collector's or its own", async () => {
    renderSellPage();
    const prices = await screen.findByRole('region', { name: resaleTexts.recyclerPrices });
    const cards = await within(prices).findAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('Taj Recycling')]);
    expect((screen.getByLabelText(resaleTexts.sellFrom) as HTMLSelectElement).value).toBe('282001');
  });

  it("switches to another of the dealer's areas", async () => {
    renderSellPage();
    const select = await screen.findByLabelText(resaleTexts.sellFrom);
    fireEvent.change(select, { target: { value: '282002' } });
    expect(await screen.findByRole('heading', { name: 'Copper' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Iron' })).toBeNull();
  });

  it("puts a Recycler's price in the cart for the dealer", async () => {
    renderSellPage();
    const card = await screen.findByRole('article', { name: 'Iron' });
    fireEvent.change(within(card).getByLabelText(/^Quantity/), { target: { value: '200' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('link', { name: resaleTexts.cartLabel(1) });
    expect(browserStorage.getCart()).toEqual([expect.objectContaining({ id: 21, dealer: 9, itemQuantity: 200 })]);
  });
});
