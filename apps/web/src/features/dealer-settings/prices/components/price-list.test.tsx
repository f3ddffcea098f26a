import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { paths } from '../../../../lib/paths.ts';
import { refuse, stubEndpoint } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { backToEnglish, inLanguage } from '../../../../test/in-language.ts';
import { renderPage } from '../../../../test-render.tsx';
import { priceTexts } from '../texts.ts';
import { makePrice } from '../test-fixtures.ts';
import { PriceList } from './price-list.tsx';

function renderPriceList() {
  browserStorage.setAuth(makeAuthRecord('Recycler'));
  return renderPage(<PriceList />, { path: paths.dealerPriceList, otherPaths: [paths.dealerSetPrice] });
}

const rowsOf = (pincode: string) =>
  within(screen.getByRole('table', { name: priceTexts.pincodeHeading(pincode) }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('PriceList', () => {
  it("groups the dealer's real prices by pincode: category, item and Rs per kg", async () => {
    const prices = stubEndpoint(routes.dealerPrices, [
      makePrice({ id: 1, pincode: '282002', subcategory_name: 'Newspaper', price: '14.00' }),
      makePrice({ id: 2, pincode: '282001', category_name: 'Metal', subcategory_name: 'Iron', price: '32.50' }),
      makePrice({ id: 3, pincode: '282001', subcategory_name: 'Cardboard', price: '1200.00' }),
    ]);
    renderPriceList();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Pincode 282001', 'Pincode 282002']);
    expect(rowsOf('282001')).toEqual([
      ['Metal', 'Iron', '₹32.50'],
      ['Paper', 'Cardboard', '₹1,200'],
    ]);
    expect(rowsOf('282002')).toEqual([['Paper', 'Newspaper', '₹14']]);
    expect(screen.getByText(priceTexts.commissionNote)).toBeTruthy();
    expect(screen.getAllByRole('columnheader').slice(0, 3).map((cell) => cell.textContent)).toEqual(['Category', 'Item', 'Rs per kg']);
    const [call] = prices.calls;
    expect(call?.params).toEqual({ id: '7' });
    expect(call?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('shows an empty state with a link to set prices when the dealer has none (no sample data)', async () => {
    stubEndpoint(routes.dealerPrices, []);
    renderPriceList();
    expect(await screen.findByText(priceTexts.priceListEmpty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: priceTexts.setYourPrices }).getAttribute('href')).toBe(paths.dealerSetPrice);
  });

  it('shows a skeleton while loading and a retry when the prices cannot be loaded', async () => {
    let isDown = true;
    stubEndpoint(routes.dealerPrices, () => (isDown ? refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }) : [makePrice()]));
    renderPriceList();
    expect(screen.getByLabelText(priceTexts.loadingPrices).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pincode 282001' })).toBeTruthy();
  });

  describe('in Hindi (issue 29)', () => {
    afterEach(backToEnglish);

    it("shows the dealer's prices with Hindi headings and columns, and rupees in hi-IN", async () => {
      await inLanguage('hi');
      stubEndpoint(routes.dealerPrices, [
        makePrice({ id: 1, pincode: '282001', category_name: 'Metal', subcategory_name: 'Iron', price: '32.50' }),
        makePrice({ id: 2, pincode: '282001', subcategory_name: 'Cardboard', price: '1200.00' }),
      ]);
      renderPriceList();
      expect(await screen.findByRole('heading', { level: 2, name: 'पिनकोड 282001' })).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['श्रेणी', 'सामान', 'रुपये प्रति किलो']);
      expect(rowsOf('282001')).toEqual([
        ['Metal', 'Iron', '₹32.50'],
        ['Paper', 'Cardboard', '₹1,200'],
      ]);
      expect(screen.getByText(/^प्लेटफ़ॉर्म कमीशन: /)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'अपने भाव डालें' }).getAttribute('href')).toBe(paths.dealerSetPrice);
      expect(screen.queryByText('Rs per kg')).toBeNull();
    });

    it('says in Hindi that no price is set yet', async () => {
      await inLanguage('hi');
      stubEndpoint(routes.dealerPrices, []);
      renderPriceList();
      expect(await screen.findByText('आपने अभी कोई भाव नहीं डाला है।')).toBeTruthy();
    });
  });
});
