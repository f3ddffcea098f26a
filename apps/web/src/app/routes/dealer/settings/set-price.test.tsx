import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { categories } from '../../../../features/dealer-settings/prices/test-fixtures.ts';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { paths } from '../../../../lib/paths.ts';
import { stubEndpoint } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage } from '../../../../test-render.tsx';
import { DealerSetPricePage } from './set-price.tsx';

// The page composes the catalogue's grid with the dealer's choice; only a route may join two features.
describe('choosing the category to price', () => {
  it('stores the clicked category name and goes to the edit price page', async () => {
    const categoryList = stubEndpoint(routes.categoryList, categories);
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(<DealerSetPricePage />, { path: paths.dealerSetPrice, otherPaths: [paths.dealerEditPrice] });
    fireEvent.click(await screen.findByRole('button', { name: 'Metal' }));
    expect(browserStorage.getPriceCategory()).toBe('Metal');
    expect(await screen.findByRole('heading', { name: paths.dealerEditPrice })).toBeTruthy();
    expect(categoryList.calls).toHaveLength(1);
  });
});
