import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { siteName } from '@kt/contract/site';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { readImpact } from '../api/read-impact.ts';
import { CustomerImpact, DealerImpact } from './account-impact.tsx';
import { SiteImpact } from './site-impact.tsx';

const impact = {
  total_kg: '1250.50',
  co2_kg: 4321,
  by_category: [
    { category: 'Paper', kg: '1000.25', co2_kg: 3911 },
    { category: 'Metal', kg: '250.25', co2_kg: 1211 },
  ],
};
const none = { total_kg: '0.00', co2_kg: 0, by_category: [] };

describe("the customer's 'Your impact'", () => {
  it('shows the kg recycled, the CO2 avoided and each category, from the customer endpoint with the token', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const read = stubEndpoint(routes.impactCustomer, impact);
    renderPage(<CustomerImpact />, { path: '/sell/user/profile' });
    const section = await screen.findByRole('region', { name: 'Your impact' });
    const figure = async (label: string) => (await within(section).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Scrap recycled')).toBe('1,250.5 kg');
    expect(await figure('CO2 avoided (estimate)')).toBe('about 4,321 kg');
    const rows = within(section).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Paper1,000.25 kgabout 3,911 kg', 'Metal250.25 kgabout 1,211 kg']);
    expect(read.calls).toHaveLength(1);
    expect(read.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('says what will appear when nothing was completed yet, and offers a retry on a failure', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubEndpoint(routes.impactCustomer, none);
    const { unmount } = renderPage(<CustomerImpact />);
    expect(await screen.findByText('Your impact shows here once a dealer has completed a pickup from you.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    stubEndpoint(routes.impactCustomer, refuse(500, { msg: 'down' }));
    renderPage(<CustomerImpact />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe("the dealer dashboard's impact block", () => {
  it("shows the dealer's figures from the dealer endpoint", async () => {
    browserStorage.setAuth(makeAuthRecord('Collector'));
    const read = stubEndpoint(routes.impactDealer, impact);
    renderPage(<DealerImpact />, { path: '/dealer/home' });
    const section = await screen.findByRole('region', { name: 'Your recycling impact' });
    expect(await within(section).findByText('1,250.5 kg')).toBeTruthy();
    expect(read.calls).toHaveLength(1);
  });
});

describe("About's site-wide figure", () => {
  it("shows 'X kg recycled through Kabadi Techno' and the CO2 estimate, from the public endpoint without a token", async () => {
    browserStorage.setAuth(null);
    const read = stubEndpoint(routes.impactSite, impact);
    renderPage(<SiteImpact />);
    expect(await screen.findByText(`1,250.5 kg recycled through ${siteName}`)).toBeTruthy();
    expect(screen.getByText(/About 4,321 kg of CO2 avoided/)).toBeTruthy();
    expect(read.calls).toHaveLength(1);
    expect(read.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it.each([
    ['a fresh site (0 kg)', () => none],
    // Not the contract's shape: sent as it comes, past the stub's check.
    ['an odd answer', () => Response.json({ total_kg: 12 })],
    ['a failure', () => refuse(500, { msg: 'down' })],
  ])('shows nothing for %s', async (_, answer) => {
    const read = stubEndpoint(routes.impactSite, answer);
    const { container } = renderPage(<SiteImpact />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.calls).not.toHaveLength(0);
    expect(container.textContent).toBe('');
  });
});

describe('the impact in Hindi', () => {
  beforeAll(async () => {
    await inLanguage('hi');
    backToEnglish();
  }, 30_000);
  afterEach(backToEnglish);

  it("shows the customer's figures in Hindi words with Indian grouping, the categories as the server named them", async () => {
    await inLanguage('hi');
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubEndpoint(routes.impactCustomer, impact);
    renderPage(<CustomerImpact />, { path: '/sell/user/profile' });
    const section = await screen.findByRole('region', { name: 'आपका असर' });
    const figure = async (label: string) => (await within(section).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('रीसायकल हुआ कबाड़')).toBe('1,250.5 किलो');
    expect(await figure('टला CO2 उत्सर्जन (अनुमान)')).toBe('लगभग 4,321 किलो');
    const rows = within(section).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Paper1,000.25 किलोलगभग 3,911 किलो', 'Metal250.25 किलोलगभग 1,211 किलो']);
  });

  it("shows About's site-wide figure in Hindi", async () => {
    await inLanguage('hi');
    browserStorage.setAuth(null);
    stubEndpoint(routes.impactSite, { ...impact, total_kg: '125000.00' });
    renderPage(<SiteImpact />);
    expect(await screen.findByText(`${siteName} के ज़रिए 1,25,000 किलो कबाड़ रीसायकल हुआ`)).toBeTruthy();
  });
});

describe('readImpact', () => {
  it('keeps a well-formed answer and refuses odd ones', () => {
    expect(readImpact(impact)).toEqual(impact);
    expect(readImpact(null)).toBeNull();
    expect(readImpact('Bad Gateway')).toBeNull();
    expect(readImpact({ ...impact, co2_kg: 1.5 })).toBeNull();
    expect(readImpact({ ...impact, by_category: [{ category: 'Paper', kg: 3, co2_kg: 1 }] })).toBeNull();
  });
});
