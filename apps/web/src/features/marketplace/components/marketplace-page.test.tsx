import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { indiaDate } from '@kt/contract/india-time';
import { addDays } from '@kt/contract/orders/pickup-dates';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { initiative, makeMarketplacePage } from '../test-fixtures.ts';
import { marketplaceTexts } from '../texts.ts';
import { MarketplacePageView } from './marketplace-page.tsx';

const notFound = refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });

type FormReplies = {
  schedule?: Reply<typeof routes.schedulePickup>;
  rating?: Reply<typeof routes.dealerRating>;
  reachUs?: Reply<typeof routes.reachUs>;
};

/** Dealer 7's page answers `page`; each form takes what is sent unless `forms` says otherwise. */
function stubApi(page: Reply<typeof routes.marketplacePage> = makeMarketplacePage(), forms: FormReplies = {}) {
  return {
    read: stubEndpoint(routes.marketplacePage, ({ params }) => (params.id === '7' ? page : notFound)),
    schedules: stubEndpoint(routes.schedulePickup, forms.schedule ?? { msg: 'Received' }),
    ratings: stubEndpoint(routes.dealerRating, forms.rating ?? { msg: 'Received' }),
    reachUs: stubEndpoint(routes.reachUs, forms.reachUs ?? { msg: 'Received' }),
  };
}

/** An answer the test gives when it chooses; the stub may be asked before or after. */
function deferred<T>() {
  let give: (value: T) => void = () => {};
  const answer = new Promise<T>((resolve) => (give = resolve));
  return { answer, give };
}

function renderMarketplace(num = '7') {
  return renderPage(<MarketplacePageView num={num} />, { path: '/marketplace/:num', url: `/marketplace/${num}/`, otherPaths: ['/sell'] });
}

function sentFields(call: { form: FormData | undefined } | undefined): Record<string, FormDataEntryValue> {
  expect(call?.form).toBeInstanceOf(FormData);
  return Object.fromEntries(call?.form?.entries() ?? []);
}

async function findForm(name: string) {
  return within(await screen.findByRole('form', { name }, { timeout: 4000 }));
}

function type(form: ReturnType<typeof within>, label: string, value: string) {
  fireEvent.change(form.getByLabelText(label), { target: { value } });
}

async function submit(form: ReturnType<typeof within>, button: string) {
  await act(async () => {
    fireEvent.click(form.getByRole('button', { name: button }));
  });
}

const tomorrow = () => addDays(indiaDate(), 1);

function fillSchedule(form: ReturnType<typeof within>) {
  type(form, 'Pickup date', tomorrow());
  type(form, 'Pickup time', '10:30');
  type(form, 'Name', 'Asha Verma');
  type(form, 'E-mail', 'asha@example.com');
  type(form, 'Phone number', '9876543210');
  type(form, 'Address', '12 Mall Road, near the post office');
}

describe('MarketplacePageView: loading and states', () => {
  it('says it is loading while the read runs', async () => {
    const page = deferred<MarketplacePage>();
    stubEndpoint(routes.marketplacePage, () => page.answer);
    renderMarketplace();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Loading');
    page.give(makeMarketplacePage());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Scrap Traders' })).toBeTruthy();
  });

  it.each([
    ['a 404', notFound],
    ['a 400 (an id beyond any the database holds)', refuse(400, { code: 'VALIDATION', message: 'Invalid', requestId: 'r' })],
  ])("says 'Marketplace not found for this dealer!' with a link to /sell for %s", async (_case, answer) => {
    stubApi(answer);
    const { router } = renderMarketplace();
    expect(await screen.findByRole('heading', { level: 1, name: messages.marketplace.notFound })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Find dealers near you' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell'));
  });

  it('says not found for an id that is not a number, without asking the server', () => {
    const { read } = stubApi();
    renderMarketplace('abc');
    expect(screen.getByRole('heading', { level: 1, name: messages.marketplace.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find dealers near you' }).getAttribute('href')).toBe('/sell');
    expect(read.calls).toHaveLength(0);
  });

  it('offers a retry when the read fails otherwise, and shows the page when it succeeds', async () => {
    let isDown = true;
    stubEndpoint(routes.marketplacePage, () =>
      isDown ? refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }) : makeMarketplacePage(),
    );
    renderMarketplace();
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Scrap Traders' })).toBeTruthy();
  });

  it("says 'Dealer is not active' for an inactive dealer and shows nothing of the dealer, no forms", async () => {
    const page = makeMarketplacePage({ areas: [], prices: [], stats: null, initiatives: [] });
    stubApi({ ...page, dealer: { ...page.dealer, is_active: false } });
    renderMarketplace();
    expect(await screen.findByRole('heading', { level: 1, name: messages.marketplace.inactive })).toBeTruthy();
    // Give a lazily loaded part the time to appear, were it there.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Ravi Scrap Traders')).toBeNull();
    expect(screen.queryByText(/KT ID/)).toBeNull();
  });
});

describe('MarketplacePageView: verified dealers (issue 28)', () => {
  it('says a dealer whose documents an admin has not verified is not yet verified, with no booking and nothing of their business', async () => {
    const page = makeMarketplacePage({ areas: [], prices: [], stats: null, initiatives: [] });
    stubApi({ ...page, dealer: { ...page.dealer, verified_on: null, bookable: false } });
    renderMarketplace();
    expect(await screen.findByRole('heading', { level: 1, name: marketplaceTexts.notVerifiedTitle })).toBeTruthy();
    expect(screen.getByText(marketplaceTexts.notVerifiedText)).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('link', { name: marketplaceTexts.scheduleLink })).toBeNull();
    expect(screen.getByRole('link', { name: marketplaceTexts.findOtherDealers }).getAttribute('href')).toBe('/sell');
  });

  it('shows the Verified badge with the date on a verified dealer’s page, and no booking link while they have no price', async () => {
    const page = makeMarketplacePage();
    stubApi({ ...page, dealer: { ...page.dealer, bookable: false } });
    renderMarketplace();
    expect(await screen.findByText(marketplaceTexts.verifiedOn('15 Jan 2026'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: marketplaceTexts.scheduleLink })).toBeNull();
    expect(screen.getByText(marketplaceTexts.notBookableText)).toBeTruthy();
  });
});

describe('MarketplacePageView: the dealer', () => {
  it("shows the dealer's picture, sized, with its alt text from the catalogue (issue 28)", async () => {
    const base = makeMarketplacePage();
    stubApi(makeMarketplacePage({ dealer: { ...base.dealer, ProfilePic: 'https://media.example.com/profile-pics/7-ab.png' } }));
    renderMarketplace();
    const picture = (await screen.findByRole('img', { name: 'Picture of Ravi Scrap Traders' })) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('https://media.example.com/profile-pics/7-ab.png');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['96', '96']);
  });

  it('shows the initial of a dealer without a picture, hidden from screen readers (the name follows)', async () => {
    stubApi();
    const { container } = renderMarketplace();
    await screen.findByRole('heading', { level: 1, name: 'Ravi Scrap Traders' });
    expect(screen.queryByRole('img', { name: /Picture of/ })).toBeNull();
    const initial = container.querySelector('.mp-hero__picture--none');
    expect(initial?.textContent).toBe('R');
    expect(initial?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the name, the dealer type with its meaning and the KT id, and titles the tab', async () => {
    stubApi();
    renderMarketplace();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Scrap Traders' })).toBeTruthy();
    expect(screen.getByText('KT ID: KTD000007')).toBeTruthy();
    expect(screen.getByText('Kabadi')).toBeTruthy();
    expect(screen.getByText('A local kabadiwala who buys scrap from homes and shops in the area.')).toBeTruthy();
    expect(document.title).toBe('Ravi Scrap Traders – scrap dealer in Agra – Kabadi Techno');
  });

  it("shows the dealer's own figures: customers, the rating in words with its count, kg and years", async () => {
    stubApi();
    renderMarketplace();
    const stats = within(await screen.findByRole('region', { name: 'At a glance' }));
    expect(stats.getByText('41')).toBeTruthy();
    expect(stats.getByText('4.5 out of 5')).toBeTruthy();
    expect(stats.getByText('12 ratings')).toBeTruthy();
    expect(stats.getByText('2,080 kg')).toBeTruthy();
    expect(stats.getByText('2+ years')).toBeTruthy();
  });

  it('shows verified-pickup ratings first with their own average beside the open ones, and the dealer\'s reply under a rating (issue 28)', async () => {
    stubApi();
    renderMarketplace();
    // The sections below the prices are drawn one a task (a cheap phone's main thread is never held long).
    const reviews = within(await screen.findByRole('region', { name: 'What customers say' }, { timeout: 5000 }));
    expect(reviews.getByText('Verified pickups').nextElementSibling?.textContent).toBe('4.8 out of 5 · 4 ratings');
    expect(reviews.getByText('Open ratings').nextElementSibling?.textContent).toBe('4.3 out of 5 · 8 ratings');
    const [first, second] = reviews.getAllByRole('listitem');
    expect(within(first!).getByText('Verified pickup')).toBeTruthy();
    expect(within(first!).getByText("Dealer's reply")).toBeTruthy();
    expect(within(first!).getByText('Thank you, see you next month.')).toBeTruthy();
    expect(within(second!).queryByText('Verified pickup')).toBeNull();
  });

  it("says 'No ratings yet' and 'Joined this year' for a new dealer, and groups kg the Indian way", async () => {
    stubApi(
      makeMarketplacePage({
        stats: {
          customers_served: 0,
          rating_average: null,
          rating_count: 0,
          kg_collected: '125000.00',
          years: 0,
          joined_on: '2026-01-02',
          verified_rating_average: null,
          verified_rating_count: 0,
          open_rating_average: null,
          open_rating_count: 0,
        },
        reviews: [],
      }),
    );
    renderMarketplace();
    const stats = within(await screen.findByRole('region', { name: 'At a glance' }));
    expect(stats.getByText('No ratings yet')).toBeTruthy();
    expect(stats.getByText('Joined this year')).toBeTruthy();
    expect(stats.getByText('1,25,000 kg')).toBeTruthy();
    expect(stats.queryByText(/out of 5/)).toBeNull();
  });
});

describe('MarketplacePageView: areas and prices', () => {
  function shownPrices() {
    const section = screen.getByRole('region', { name: 'Prices in your area' });
    return within(section)
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  }

  it("lists the dealer's areas, starts with the first, and switching the pincode switches the prices", async () => {
    stubApi();
    renderMarketplace();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Area pincode' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '282001 – Agra Cantt, Agra',
      '282005 – Dayal Bagh, Agra',
      '282010 – Sikandra, Agra',
    ]);
    expect(select.value).toBe('282001');
    // By category (A to Z), each category's items A to Z.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Metal', 'Paper']);
    expect(shownPrices()).toEqual(['Copper wireRs 425.50/kg', 'CardboardRs 8/kg', 'NewspaperRs 14/kg']);
    const picture = screen.getByRole('region', { name: 'Prices in your area' }).querySelector('img');
    expect(picture?.getAttribute('src')).toBe('https://media.example.com/subcategories/11.webp');
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(picture?.getAttribute('width')).toBe('64');

    fireEvent.change(select, { target: { value: '282005' } });
    expect(shownPrices()).toEqual(['NewspaperRs 12/kg']);

    fireEvent.change(select, { target: { value: '282010' } });
    expect(shownPrices()).toEqual([]);
    expect(screen.getByText('This dealer has not set prices for this area yet. You can still ask for a pickup below.')).toBeTruthy();
  });

  it("starts with the visitor's stored pincode when the dealer serves it", async () => {
    browserStorage.setPincode('282005');
    stubApi();
    renderMarketplace();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Area pincode' });
    expect(select.value).toBe('282005');
    expect(shownPrices()).toEqual(['NewspaperRs 12/kg']);
  });

  it('starts with the first area when the stored pincode is not one of the dealer’s', async () => {
    browserStorage.setPincode('110001');
    stubApi();
    renderMarketplace();
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Area pincode' })).value).toBe('282001');
  });
});

describe('MarketplacePageView: schedule a pickup', () => {
  it.each([
    ['a short phone', 'Phone number', '98765'],
    ['a bad pincode', 'Pincode', '28200'],
  ])("refuses %s with 'Please fill the form correctly!' and sends nothing", async (_case, label, value) => {
    const { schedules } = stubApi();
    renderMarketplace();
    const form = await findForm('Schedule a pickup');
    fillSchedule(form);
    type(form, label, value);
    await submit(form, 'Schedule pickup');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.scheduleInvalid);
    expect(form.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(schedules.calls).toEqual([]);
    // Closing the message takes the visitor to the field to correct.
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText(label)));
  });

  it('refuses a past date with the spec’s text and says the date has passed', async () => {
    const { schedules } = stubApi();
    renderMarketplace();
    const form = await findForm('Schedule a pickup');
    fillSchedule(form);
    type(form, 'Pickup date', '2020-01-01');
    await submit(form, 'Schedule pickup');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(messages.marketplace.scheduleInvalid);
    expect(dialog.textContent).toContain(messages.marketplaceArea.scheduleDatePast);
    expect(form.getByText(messages.marketplaceArea.scheduleDatePast)).toBeTruthy();
    expect(schedules.calls).toEqual([]);
  });

  it('limits the date input from today in India to the furthest day ahead', async () => {
    stubApi();
    renderMarketplace();
    const form = await findForm('Schedule a pickup');
    const date = form.getByLabelText('Pickup date');
    expect(date.getAttribute('type')).toBe('date');
    expect(date.getAttribute('min')).toBe(indiaDate());
    expect(date.getAttribute('max')).toBe(addDays(indiaDate(), 60));
  });

  it('sends exactly the spec’s fields as multipart with the chosen date and time, thanks and clears the form', async () => {
    const { schedules } = stubApi();
    renderMarketplace();
    const form = await findForm('Schedule a pickup');
    // The pincode and state start from the chosen area.
    expect((form.getByLabelText('Pincode') as HTMLInputElement).value).toBe('282001');
    fillSchedule(form);
    type(form, 'State and country', 'Uttar Pradesh, India');
    await submit(form, 'Schedule pickup');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.scheduleSuccess);
    expect(schedules.calls).toHaveLength(1);
    expect(sentFields(schedules.calls[0])).toEqual({
      dealer_id: '7',
      dealer_account_type: 'Kabadi',
      deale_name: 'Ravi Scrap Traders',
      select_date: tomorrow(),
      select_time: '10:30',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone_number: '9876543210',
      pincode: '282001',
      state_n_country: 'Uttar Pradesh, India',
      address: '12 Mall Road, near the post office',
    });
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((form.getByLabelText('Pickup date') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(form.getByRole('button', { name: 'Schedule pickup' })));
  });

  it('starts the pincode from the area chosen above and sends what the visitor typed instead', async () => {
    const { schedules } = stubApi();
    renderMarketplace();
    const form = await findForm('Schedule a pickup');
    fireEvent.change(screen.getByRole('combobox', { name: 'Area pincode' }), { target: { value: '282005' } });
    expect((form.getByLabelText('Pincode') as HTMLInputElement).value).toBe('282005');
    fillSchedule(form);
    type(form, 'Pincode', '282002');
    await submit(form, 'Schedule pickup');
    await screen.findByRole('dialog');
    expect(sentFields(schedules.calls[0]).pincode).toBe('282002');
  });

  it('disables the button while sending', async () => {
    const scheduled = deferred<{ msg: string }>();
    stubApi();
    stubEndpoint(routes.schedulePickup, () => scheduled.answer);
    renderMarketplace();
    const form = await findForm('Schedule a pickup');
    fillSchedule(form);
    await submit(form, 'Schedule pickup');
    expect((form.getByRole('button', { name: 'Schedule pickup' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => scheduled.give({ msg: 'ok' }));
    expect((form.getByRole('button', { name: 'Schedule pickup' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Can't schedule your request!' when the server fails, and the server's words for a 429", async () => {
    stubApi(makeMarketplacePage(), { schedule: refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }) });
    const { unmount } = renderMarketplace();
    let form = await findForm('Schedule a pickup');
    fillSchedule(form);
    await submit(form, 'Schedule pickup');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.scheduleFailed);
    unmount();

    stubApi(makeMarketplacePage(), {
      schedule: refuse(429, { code: 'RATE_LIMITED', message: tooManyRequestsMessage(840), requestId: 'r' }),
    });
    renderMarketplace();
    form = await findForm('Schedule a pickup');
    fillSchedule(form);
    await submit(form, 'Schedule pickup');
    expect((await screen.findByRole('dialog')).textContent).toContain(tooManyRequestsMessage(840));
  });
});

describe('MarketplacePageView: rating', () => {
  it("says 'Please Write us Review' without a rating and sends nothing", async () => {
    const { ratings } = stubApi();
    renderMarketplace();
    const form = await findForm('Rate this dealer');
    await submit(form, 'Send rating');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.ratingMissing);
    expect(ratings.calls).toEqual([]);
  });

  it("offers ten named radios from 0.5 to 5 stars, and sends 4.5 with 'N/A' for an empty review", async () => {
    const { ratings } = stubApi();
    renderMarketplace();
    const form = await findForm('Rate this dealer');
    const group = form.getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5',
    ]);
    fireEvent.click(within(group).getByRole('radio', { name: '4.5 stars' }));
    expect((within(group).getByRole('radio', { name: '4.5 stars' }) as HTMLInputElement).checked).toBe(true);
    await submit(form, 'Send rating');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.ratingSuccess);
    expect(ratings.calls).toHaveLength(1);
    expect(sentFields(ratings.calls[0])).toEqual({
      dealer_id: '7',
      dealer_account_type: 'Kabadi',
      deale_name: 'Ravi Scrap Traders',
      rating: '4.5',
      rate_count: 'N/A',
    });
    expect(within(group).getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
  });

  it('sends the review text, and says the spec’s failure text when the server fails', async () => {
    const { ratings } = stubApi(makeMarketplacePage(), { rating: refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }) });
    renderMarketplace();
    const form = await findForm('Rate this dealer');
    fireEvent.click(form.getByRole('radio', { name: '1 star' }));
    type(form, 'Your review (optional)', 'Came on time, fair weight.');
    await submit(form, 'Send rating');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.ratingFailed);
    const sent = sentFields(ratings.calls[0]);
    expect([sent.rating, sent.rate_count]).toEqual(['1', 'Came on time, fair weight.']);
  });
});

describe('MarketplacePageView: initiatives', () => {
  it('shows each initiative as a slide in the track, a placeholder where there is no photo', async () => {
    stubApi();
    renderMarketplace();
    const track = await screen.findByTestId('initiatives-track');
    const slides = track.querySelectorAll('.initiative-slide');
    expect([...slides].map((slide) => slide.textContent)).toEqual(['Clean-up drive at Taj Ganj', 'Free e-waste collection']);
    expect(slides[0]?.querySelector('img')?.getAttribute('src')).toBe('https://media.example.com/initiatives/1.webp');
    expect(slides[1]?.querySelector('img')).toBeNull();
    expect(slides[1]?.querySelector('.initiative-slide__placeholder')).not.toBeNull();
    // Three to a page at jsdom's 1024 px: one page, no buttons.
    expect(screen.queryByRole('button', { name: 'Next initiatives' })).toBeNull();
  });

  it('moves a page at a time with the previous and next buttons and says which page is shown', async () => {
    const initiatives = [1, 2, 3, 4].map((id) => initiative(id, null, `Initiative ${id}`));
    stubApi(makeMarketplacePage({ initiatives }));
    renderMarketplace();
    const next = await screen.findByRole<HTMLButtonElement>('button', { name: 'Next initiatives' });
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous initiatives' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    // At the end it stays on the last page.
    fireEvent.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(previous);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('leaves the section out when the dealer has no initiatives', async () => {
    stubApi(makeMarketplacePage({ initiatives: [] }));
    renderMarketplace();
    await findForm('Reach us');
    expect(screen.queryByTestId('initiatives-track')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Initiatives' })).toBeNull();
  });
});

describe('MarketplacePageView: reach us', () => {
  function fillReachUs(form: ReturnType<typeof within>) {
    type(form, 'Name', 'Asha Verma');
    type(form, 'E-mail', 'asha@example.com');
    type(form, 'Phone number', '9876543210');
    type(form, 'Message', 'Do you buy old batteries?');
  }

  it("refuses a phone starting with 5 with 'Please fill the valid Entry' and sends nothing", async () => {
    const { reachUs } = stubApi();
    renderMarketplace();
    const form = await findForm('Reach us');
    fillReachUs(form);
    type(form, 'Phone number', '5876543210');
    await submit(form, 'Send message');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.reachUsInvalid);
    expect(form.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(reachUs.calls).toEqual([]);
  });

  it("sends the message with subject 'N/A' and the dealer, and says it is sent", async () => {
    const { reachUs } = stubApi();
    renderMarketplace();
    const form = await findForm('Reach us');
    fillReachUs(form);
    await submit(form, 'Send message');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplaceArea.reachUsSuccess);
    expect(reachUs.calls).toHaveLength(1);
    expect(sentFields(reachUs.calls[0])).toEqual({
      dealer_id: '7',
      dealer_account_type: 'Kabadi',
      deale_name: 'Ravi Scrap Traders',
      subject: 'N/A',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone_number: '9876543210',
      message: 'Do you buy old batteries?',
    });
    expect((form.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("says 'Sorry please try again' when the server fails", async () => {
    stubApi(makeMarketplacePage(), { reachUs: refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }) });
    renderMarketplace();
    const form = await findForm('Reach us');
    fillReachUs(form);
    await submit(form, 'Send message');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.marketplace.reachUsFailed);
  });
});
