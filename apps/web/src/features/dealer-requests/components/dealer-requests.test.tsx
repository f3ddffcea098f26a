import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InquiryEntry, ReachUsEntry, RatingEntry, ScheduleRequestEntry } from '@kt/contract/marketplace/dealer-requests';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { answer, refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { dealerRequestTexts as t } from '../texts.ts';
import { DealerRequests } from './dealer-requests.tsx';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';

function makePickup(overrides: Partial<ScheduleRequestEntry> = {}): ScheduleRequestEntry {
  return {
    id: 11,
    select_date: '2026-11-21',
    select_time: '10:30',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone_number: '+919876543210',
    pincode: '560001',
    state_n_country: 'Karnataka, India',
    address: '12 MG Road, Bengaluru',
    status: 'New',
    created_at: '2026-11-20T08:35:00.000Z',
    ...overrides,
  };
}
const message: ReachUsEntry = {
  id: 21,
  subject: 'N/A',
  name: 'Meena',
  email: 'meena@example.com',
  phone_number: '9123456780',
  message: 'Do you buy old fridges?',
  created_at: '2026-11-19T05:00:00.000Z',
};
const ratings: RatingEntry[] = [
  { id: 31, rating: 4.5, rate_count: 'Quick and fair weighing', created_at: '2026-11-18T05:00:00.000Z', verified_pickup: true, reply: null },
  { id: 32, rating: 3, rate_count: 'N/A', created_at: '2026-11-17T05:00:00.000Z', verified_pickup: false, reply: 'Thank you for the feedback.' },
];
const inquiry: InquiryEntry = {
  id: 41,
  customer_name: 'Farhan',
  phone: '9000000001',
  email: 'farhan@example.com',
  itemName: 'Copper wire',
  itemPic: '/media/inquiries/copper.webp',
  quantity: '25.50',
  description: 'Mixed thick and thin wire',
  created_at: '2026-11-16T05:00:00.000Z',
};

type Lists = { pickups?: ScheduleRequestEntry[]; messages?: ReachUsEntry[]; ratings?: RatingEntry[]; inquiries?: InquiryEntry[] };
/** The four lists (changing as the PATCH says) and the status change. */
function stubRequests(lists: Lists = {}, patch?: Reply<typeof routes.dealerScheduleRequest>) {
  const state = { pickups: [makePickup()], messages: [message], ratings, inquiries: [inquiry], ...lists };
  return {
    state,
    pickups: stubEndpoint(routes.dealerScheduleRequests, () => state.pickups),
    messages: stubEndpoint(routes.dealerReachUsMessages, () => state.messages),
    ratings: stubEndpoint(routes.dealerRatings, () => state.ratings),
    inquiries: stubEndpoint(routes.dealerInquiries, () => state.inquiries),
    decisions: stubEndpoint(routes.dealerScheduleRequest, ({ params, form }) => {
      if (patch) return patch;
      const status = form?.get('status') as 'Done' | 'Declined';
      state.pickups = state.pickups.map((entry) => (entry.id === Number(params.id) ? { ...entry, status } : entry));
      return state.pickups.find((entry) => entry.id === Number(params.id)) ?? refuse(404);
    }),
  };
}

function renderRequests(record = makeAuthRecord('Collector'), url: string = paths.dealerRequests) {
  browserStorage.setAuth(record);
  return renderPage(
    <>
      <DealerRequests />
      <Toaster />
    </>,
    { path: paths.dealerRequests, url },
  );
}

/** An employee's record as sign-in stores it: their own id, and (usually) their dealer's. */
function employeeRecord(dealerId: number | undefined): AuthRecord {
  return { ...makeAuthRecord('Employee'), id: 3, KT_ID: 'KTE000003', account_category: 'employee', ...(dealerId === undefined ? {} : { dealer_id: dealerId }) };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('DealerRequests: tabs', () => {
  it('opens on the pickup requests and switches lists with the tabs, reading each list when first opened', async () => {
    const stubs = stubRequests();
    const { router } = renderRequests();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Pickup requests',
      'Messages',
      'Ratings',
      'Inquiries',
    ]);
    expect(tab('Pickup requests').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(stubs.messages.calls).toHaveLength(0);

    fireEvent.click(tab('Messages'));
    expect(tab('Messages').getAttribute('aria-selected')).toBe('true');
    expect(await within(panel()).findByText('Do you buy old fridges?')).toBeTruthy();
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
    expect(router.state.location.search).toBe('?tab=messages');
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Messages').id);

    fireEvent.click(tab('Ratings'));
    expect(await within(panel()).findByRole('heading', { name: '4.5 out of 5' })).toBeTruthy();

    fireEvent.click(tab('Inquiries'));
    expect(await within(panel()).findByRole('heading', { name: 'Copper wire' })).toBeTruthy();
    expect(stubs.pickups.calls).toHaveLength(1);
    expect(stubs.ratings.calls).toHaveLength(1);
    expect(stubs.inquiries.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('moves between tabs with the arrow keys', async () => {
    stubRequests();
    renderRequests();
    await screen.findByText('Ravi Kumar');
    fireEvent.keyDown(tab('Pickup requests'), { key: 'ArrowLeft' });
    expect(tab('Inquiries').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Inquiries'));
    expect(await within(panel()).findByText('Farhan')).toBeTruthy();
  });

  it('opens the tab the address names', async () => {
    stubRequests();
    renderRequests(undefined, `${paths.dealerRequests}?tab=ratings`);
    expect(tab('Ratings').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: '4.5 out of 5' })).toBeTruthy();
  });
});

describe('DealerRequests: ratings (issue 28)', () => {
  it('marks verified pickups, shows a reply given, and lets the dealer reply once, publicly', async () => {
    const stubs = stubRequests();
    const replies = stubEndpoint(routes.replyToRating, ({ params, json }) => {
      stubs.state.ratings = stubs.state.ratings.map((entry) => (entry.id === Number(params.id) ? { ...entry, reply: json?.reply ?? null } : entry));
      return { msg: disputeMessages.replied };
    });
    renderRequests(undefined, `${paths.dealerRequests}?tab=ratings`);
    const verified = await screen.findByRole('article', { name: '4.5 out of 5' });
    const open = screen.getByRole('article', { name: '3 out of 5' });
    expect(within(verified).getByText(t.verifiedPickup)).toBeTruthy();
    expect(within(open).queryByText(t.verifiedPickup)).toBeNull();
    // A reply given is shown, with no form to give another.
    expect(within(open).getByText('Thank you for the feedback.')).toBeTruthy();
    expect(within(open).queryByRole('button', { name: t.reply })).toBeNull();
    fireEvent.change(within(verified).getByRole('textbox', { name: t.replyLabel }), { target: { value: 'Thank you, Asha!' } });
    fireEvent.click(within(verified).getByRole('button', { name: t.reply }));
    await waitFor(() => expect(replies.calls).toHaveLength(1));
    expect(replies.calls[0]?.json).toEqual({ reply: 'Thank you, Asha!' });
    expect(await within(verified).findByText('Thank you, Asha!')).toBeTruthy();
    await waitFor(() => expect(within(verified).queryByRole('button', { name: t.reply })).toBeNull());
  });

  it('gives an employee no reply form (the dealer replies)', async () => {
    stubRequests();
    renderRequests(makeAuthRecord('Employee'), `${paths.dealerRequests}?tab=ratings`);
    const verified = await screen.findByRole('article', { name: '4.5 out of 5' });
    expect(within(verified).queryByRole('button', { name: t.reply })).toBeNull();
  });
});

describe('DealerRequests: pickup requests', () => {
  it('shows the chosen date and the time exactly as sent, who asked, where, when, and the status', async () => {
    stubRequests();
    renderRequests();
    const card = await screen.findByRole('article', { name: 'Pickup on 21 Nov 2026 at 10:30' });
    expect(within(card).getByText('New')).toBeTruthy();
    expect(within(card).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+919876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(card).getByRole('link', { name: 'ravi@example.com' }).getAttribute('href')).toBe('mailto:ravi@example.com');
    expect(card.textContent).toContain('12 MG Road, Bengaluru – 560001');
    expect(card.textContent).toContain('Karnataka, India');
    expect(card.textContent).toContain('20 Nov 2026, 2:05 pm');
  });

  it("shows a request whose date and time could not be kept as 'to be agreed', and still lets the dealer decide it", async () => {
    stubRequests({ pickups: [makePickup({ select_date: null, select_time: null })] });
    renderRequests();
    const card = await screen.findByRole('article', { name: t.pickupToBeAgreed });
    expect(card.textContent).toContain(messages.marketplaceArea.scheduleWhenToBeAgreed.toLowerCase());
    expect(card.textContent).not.toContain('null');
    expect(
      within(card).getByRole('button', { name: `Mark done: Ravi Kumar's pickup, ${messages.marketplaceArea.scheduleWhenToBeAgreed.toLowerCase()}` }),
    ).toBeTruthy();
  });

  it("marks a New request done with PATCH { status: 'Done' } as a form, says so and shows the Done badge", async () => {
    const { decisions } = stubRequests();
    renderRequests();
    const card = await screen.findByRole('article', { name: 'Pickup on 21 Nov 2026 at 10:30' });
    const button = within(card).getByRole('button', { name: "Mark done: Ravi Kumar's pickup on 21 Nov 2026 at 10:30" });
    expect(button.textContent).toBe('Mark done');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText(messages.marketplaceArea.requestMarkedDone, { selector: '.toast span' })).toBeTruthy();
    expect(decisions.calls).toHaveLength(1);
    const [patch] = decisions.calls;
    expect(patch?.params).toEqual({ id: '11' });
    expect(patch?.form).toBeInstanceOf(FormData);
    expect([...(patch?.form as FormData).entries()]).toEqual([['status', 'Done']]);
    expect(patch?.headers.get('Authorization')).toBe('Bearer a');
    await waitFor(() => expect(within(card).getByText('Done')).toBeTruthy());
    expect(within(card).queryByText('New')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('declines a New request and offers no buttons on decided ones', async () => {
    const { decisions } = stubRequests({
      pickups: [makePickup(), makePickup({ id: 12, name: 'Sunil', status: 'Done' }), makePickup({ id: 13, name: 'Asif', status: 'Declined' })],
    });
    renderRequests();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(cards[2] as HTMLElement).getByText('Declined')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: /^Decline:/ }));
    });
    expect(await screen.findByText(messages.marketplaceArea.requestMarkedDeclined, { selector: '.toast span' })).toBeTruthy();
    expect(decisions.calls.map((call) => [call.params.id, call.form?.get('status')])).toEqual([['11', 'Declined']]);
    await waitFor(() => expect(within(cards[0] as HTMLElement).getByText('Declined')).toBeTruthy());
  });

  it("shows the server's message when the request was already decided (409) and reads the list again", async () => {
    const already = messages.marketplaceArea.requestAlreadyDecided;
    const { pickups, state } = stubRequests({}, refuse(409, { code: 'CONFLICT', message: already, requestId: 'r' }));
    renderRequests();
    const card = await screen.findByRole('article', { name: 'Pickup on 21 Nov 2026 at 10:30' });
    state.pickups = [makePickup({ status: 'Done' })];
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /^Mark done:/ }));
    });
    expect(await screen.findByText(already, { selector: '.toast span' })).toBeTruthy();
    expect(screen.queryByText(messages.marketplaceArea.requestMarkedDone)).toBeNull();
    await waitFor(() => expect(within(card).getByText('Done')).toBeTruthy());
    expect(pickups.calls).toHaveLength(2);
  });

  it("shows more requests from the page the Link header names, and no button after the last page", async () => {
    const nextUrl = `${routes.dealerScheduleRequests.path}?cursor=S11&page_size=1`;
    const pages = stubEndpoint(routes.dealerScheduleRequests, ({ query }) =>
      query.get('cursor') === 'S11'
        ? [makePickup()]
        : answer([makePickup({ id: 12, name: 'Sunil' })], { headers: { Link: `<http://localhost:3000${nextUrl}>; rel="next"` } }),
    );
    renderRequests();
    await screen.findByText('Sunil');
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    });
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
    expect(pages.calls.map(({ url }) => `${url.pathname}${url.search}`)).toEqual([routes.dealerScheduleRequests.path, nextUrl]);
  });

  it("says where pickup requests come from when there are none, linking the dealer's marketplace page", async () => {
    stubRequests({ pickups: [] });
    renderRequests();
    expect(await screen.findByRole('heading', { name: t.empty.pickups.title })).toBeTruthy();
    expect(screen.getByText(t.empty.pickups.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.marketplaceLink }).getAttribute('href')).toBe('/marketplace/7/');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it("links an employee to their dealer's marketplace page, and leaves the link out when the record names no dealer", async () => {
    stubRequests({ pickups: [] });
    const first = renderRequests(employeeRecord(7));
    expect((await screen.findByRole('link', { name: t.marketplaceLink })).getAttribute('href')).toBe('/marketplace/7/');
    first.unmount();

    renderRequests(employeeRecord(undefined));
    expect(await screen.findByRole('heading', { name: t.empty.pickups.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.marketplaceLink })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubEndpoint(routes.dealerScheduleRequests, refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }));
    renderRequests();
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('DealerRequests: messages, ratings and inquiries', () => {
  it('shows a message with its sender, phone, e-mail and date', async () => {
    stubRequests();
    renderRequests(undefined, `${paths.dealerRequests}?tab=messages`);
    const card = await screen.findByRole('article', { name: 'Message from Meena' });
    expect(within(card).getByText('Do you buy old fridges?')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe('tel:9123456780');
    expect(within(card).getByRole('link', { name: 'meena@example.com' }).getAttribute('href')).toBe('mailto:meena@example.com');
    expect(card.textContent).toContain('19 Nov 2026');
    // The spec's client always sends the subject 'N/A': nothing to show.
    expect(card.textContent).not.toContain('N/A');
  });

  it("says the rating in words and shows 'No review' for a rating without one", async () => {
    stubRequests();
    renderRequests(undefined, `${paths.dealerRequests}?tab=ratings`);
    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading').textContent).toBe('4.5 out of 5');
    expect(within(first).getByText('Quick and fair weighing')).toBeTruthy();
    expect(first.textContent).toContain('18 Nov 2026');
    expect(within(second).getByRole('heading').textContent).toBe('3 out of 5');
    expect(within(second).getByText(t.noReview)).toBeTruthy();
    expect(second.textContent).not.toContain('N/A');
  });

  it('shows an inquiry with its item, quantity in kg, picture and who asks', async () => {
    stubRequests({ inquiries: [inquiry, { ...inquiry, id: 42, itemName: 'Newspaper', itemPic: null, quantity: '10' }] });
    renderRequests(undefined, `${paths.dealerRequests}?tab=inquiries`);
    const card = await screen.findByRole('article', { name: 'Copper wire' });
    expect(within(card).getByText('25.5 kg')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Picture of Copper wire' }).getAttribute('src')).toBe('/media/inquiries/copper.webp');
    expect(within(card).getByText('Farhan')).toBeTruthy();
    expect(within(card).getByText('Mixed thick and thin wire')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '9000000001' }).getAttribute('href')).toBe('tel:9000000001');
    expect(within(card).getByRole('link', { name: 'farhan@example.com' })).toBeTruthy();
    const paper = screen.getByRole('article', { name: 'Newspaper' });
    expect(within(paper).getByText('10 kg')).toBeTruthy();
    expect(within(paper).queryByRole('img')).toBeNull();
  });

  it.each([
    ['messages', 'Messages'],
    ['ratings', 'Ratings'],
    ['inquiries', 'Inquiries'],
  ] as const)('shows an empty state for %s', async (kind, tabName) => {
    stubRequests({ [kind]: [] });
    renderRequests();
    fireEvent.click(tab(tabName));
    expect(await within(panel()).findByRole('heading', { name: t.empty[kind].title })).toBeTruthy();
    expect(within(panel()).getByText(t.empty[kind].text)).toBeTruthy();
    // Inquiries come from the Sell page: no marketplace link there.
    expect(within(panel()).queryByRole('link', { name: t.marketplaceLink }) === null).toBe(kind === 'inquiries');
  });
});

describe('DealerRequests in Hindi (issue 29)', () => {
  afterEach(backToEnglish);

  it('names the tabs, the pickup card and its buttons in Hindi, and says the decision in Hindi', async () => {
    await inLanguage('hi');
    stubRequests();
    renderRequests();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['पिकअप के अनुरोध', 'संदेश', 'रेटिंग', 'पूछताछ']);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('नया')).toBeTruthy();
    expect(within(card).getByRole('heading').textContent).toMatch(/^पिकअप: 21 .+ 2026, 10:30 बजे$/);
    expect(within(card).getByText('नाम')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /^पूरा हुआ मानें: Ravi Kumar का पिकअप/ }));
    expect(await within(await screen.findByRole('article')).findByText('पूरा हुआ')).toBeTruthy();
    // The toast is the contract's message in the page's language (read when shown, not when the module loaded).
    expect(messages.marketplaceArea.requestMarkedDone).not.toBe('Marked as done');
    expect(await screen.findByText(messages.marketplaceArea.requestMarkedDone, { selector: '.toast span' })).toBeTruthy();
  });
});
