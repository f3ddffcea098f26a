import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { makeMarketplacePage } from '../../features/marketplace/test-fixtures.ts';
import { paths } from '../../lib/paths.ts';
import { stubEndpoint } from '../../test/api-stubs.ts';
import { renderPage } from '../../test-render.tsx';
import { MarketplaceRoute } from './marketplace.tsx';

describe('MarketplaceRoute', () => {
  it("reads the dealer's id from /marketplace/{num}/ and shows that dealer", async () => {
    const page = stubEndpoint(routes.marketplacePage, makeMarketplacePage());
    renderPage(<MarketplaceRoute />, { path: paths.marketplace, url: '/marketplace/7/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Scrap Traders' })).toBeTruthy();
    expect(page.calls.map((call) => call.params.id)).toEqual(['7']);
  });
});
