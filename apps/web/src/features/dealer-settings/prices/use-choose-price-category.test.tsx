import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryGrid } from '../../catalog/components/category-grid.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage, stubFetch } from '../../../test-render.tsx';
import { categories } from './test-fixtures.ts';
import { useChoosePriceCategory } from './use-choose-price-category.ts';

/** The set-price page as its route composes it: the catalogue's grid with this choice. */
function SetPrice() {
  return <CategoryGrid onChoose={useChoosePriceCategory()} />;
}

describe('choosing the category to price', () => {
  it('stores the clicked category name and goes to the edit price page', async () => {
    const fetchMock = stubFetch(() => ({ body: categories }));
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(<SetPrice />, { path: paths.dealerSetPrice, otherPaths: [paths.dealerEditPrice] });
    fireEvent.click(await screen.findByRole('button', { name: 'Metal' }));
    expect(browserStorage.getPriceCategory()).toBe('Metal');
    expect(await screen.findByRole('heading', { name: paths.dealerEditPrice })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/cat/category-list/');
  });
});
