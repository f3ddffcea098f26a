import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMarketplacePage } from '../../features/marketplace/test-fixtures.ts';
import { paths } from '../../lib/paths.ts';
import { renderPage, stubFetch } from '../../test-render.tsx';
import { MarketplaceRoute } from './marketplace.tsx';

describe('MarketplaceRoute', () => {
  it("reads the dealer's id from /marketplace/{num}/ and shows that dealer", async () => {
    const fetchMock = stubFetch((url) => (url === '/v3/api/marketplace/7/' ? { body: makeMarketplacePage() } : { status: 404, body: {} }));
    renderPage(<MarketplaceRoute />, { path: paths.marketplace, url: '/marketplace/7/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Scrap Traders' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v3/api/marketplace/7/');
  });
});
