import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import type { CartItem } from '@kt/contract/selling/cart';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, networkFailure, refuse, stubEndpoint, type Reply, type StubResolver, type TableRoute } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { CartCheckout } from './cart-checkout.tsx';
import { newUserMessages } from '@kt/contract/new-user-messages';

const newspaper: CartItem = {
  id: 11,
  name: 'newspaper',
  img: '/media/newspaper.png',
  dealer: 3,
  dealerName: 'Ravi Kabadiwala',
  price: '14.00',
  pincode: '282001',
  subcategory_id: 5,
  itemQuantity: 2,
  totalPrice: '28.00',
  gst: '0',
  percentage: '1',
  unit: 'kg',
};
const iron: CartItem = { ...newspaper, id: 12, name: 'iron', price: '30.50', subcategory_id: 9, itemQuantity: 1, totalPrice: '30.50' };

type AddItemBody = { price_list_id: number; subcategory_name: string; quantity: number; unit_price: string };

const placed = { msg: messages.selling.orderPlaced, id: 61, order_number: 'KT-1001', status: 'New', total_amount: '58.50' };

/**
 * The order API as the contract describes it. `prices` are the dealers' current prices by
 * price list id; `confirm` answers order_confirm; `area` is the post office of any pincode
 * (none unless given). `sent` lists the order API's calls as 'METHOD path' when answered: the
 * app sends each after the answer of the one before, so in the order sent.
 */
function stubServer({
  prices = {},
  addItem,
  confirm = () => placed,
  area,
  addresses = [],
}: {
  /** The customer's saved addresses (issue 28), by KT_ID KTC000007. */
  addresses?: CustomerAddress[];
  prices?: Record<number, string>;
  addItem?: Reply<typeof routes.addItem>;
  confirm?: StubResolver<typeof routes.orderConfirm>;
  area?: { District: string; State: string };
} = {}) {
  const sent: string[] = [];
  const logged = <R extends TableRoute>(route: R, resolver: StubResolver<R>) =>
    stubEndpoint(route, (call) => {
      sent.push(`${route.method} ${call.url.pathname}`);
      return resolver(call);
    });
  return {
    sent,
    deletions: logged(routes.deleteAllItems, () => ({ msg: messages.selling.itemsDeleted, deleted: 0 })),
    addItems: logged(routes.addItem, ({ json }) => {
      if (addItem) return addItem;
      const body = json as AddItemBody;
      const unitPrice = prices[body.price_list_id] ?? body.unit_price;
      return {
        msg: messages.selling.itemAdded,
        item_id: body.price_list_id + 100,
        subcategory_name: body.subcategory_name,
        quantity: body.quantity.toFixed(2),
        unit_price: unitPrice,
        total_price: (Number(unitPrice) * body.quantity).toFixed(2),
      };
    }),
    orders: logged(routes.addOrder, () => ({ cart_order_id: 41, total_cart_items: 2, total_amount: '58.50' })),
    orderInfos: logged(routes.orderInfo, () => ({ order_info_id: 51 })),
    confirmations: logged(routes.orderConfirm, confirm),
    savedAddresses: stubEndpoint(routes.addressesByKtId, ({ params }) =>
      params.ktId === 'KTC000007' ? addresses : refuse(404, { code: 'NOT_FOUND', message: 'x', requestId: 'r' }),
    ),
    // The area lookup: no post office, so nothing is filled in, unless a test gives one.
    lookups: stubEndpoint(routes.pincodeLookup, (): PincodeLookupResponse => {
      if (!area) return [{ Status: 'Error', Message: 'No records found', PostOffice: null }];
      const office = { Name: 'Agra Fort', Block: area.District, Country: 'India', Pincode: '282001', Latitude: null, Longitude: null, ...area };
      return [{ Status: 'Success', Message: '', PostOffice: [office] }];
    }),
  };
}

function renderCart(items: CartItem[] = [newspaper, iron]) {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  browserStorage.setCart(items);
  return renderPage(
    <>
      <CartCheckout />
      <Toaster />
    </>,
    { path: '/sell/cart', otherPaths: ['/sell', '/signin'] },
  );
}

const toastText = (text: string) => screen.findByText(text, { selector: '.toast span' });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const quantityOf = (name: string) => field(`Quantity of ${name} in kg`).value;

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function goToPickup() {
  await click('Next');
  await screen.findByText('Step 2 of 3');
}

function fillPickup(values: Partial<Record<string, string>> = {}) {
  const all = {
    'First name': 'Asha',
    'Last name': 'Verma',
    Phone: '9876543210',
    'House/flat': 'Flat 4, Shanti Apartments',
    Address: 'Fort Road',
    City: 'Agra',
    State: 'Uttar Pradesh',
    'Pickup time': '8am - 1pm',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CartCheckout', () => {
  it('shows the empty-cart message and a way to the sell page instead of the steps', async () => {
    stubServer();
    const { router } = renderCart([]);
    expect(screen.getByText(messages.orders.cartEmpty)).toBeTruthy();
    expect(screen.queryByText(/Step \d of 3/)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to sell page' }));
    await screen.findByRole('heading', { name: '/sell' });
    expect(router.state.location.pathname).toBe('/sell');
  });

  it('lists each item with dealer, Rs/kg, quantity and line total, and starts at step 1', () => {
    stubServer();
    renderCart();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    const paper = row('newspaper');
    expect(within(paper).getByRole('img', { name: 'newspaper' }).getAttribute('src')).toBe('/media/newspaper.png');
    expect(paper.textContent).toContain('Ravi Kabadiwala');
    expect(paper.textContent).toContain('₹14/kg');
    expect(quantityOf('newspaper')).toBe('2');
    expect(paper.textContent).toContain('₹28');
    expect(row('iron').textContent).toContain('₹30.50/kg');
    expect(screen.getByText('₹58.50')).toBeTruthy();
  });

  it('never lets the quantity go below 1 and saves every change', () => {
    stubServer();
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease iron' }));
    expect(quantityOf('iron')).toBe('1');
    expect(browserStorage.getCart().find((item) => item.id === iron.id)?.itemQuantity).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Increase newspaper' }));
    expect(quantityOf('newspaper')).toBe('3');
    expect(browserStorage.getCart()[0]).toMatchObject({ itemQuantity: 3, totalPrice: '42.00' });
    expect(screen.getByText('₹72.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Decrease newspaper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease newspaper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease newspaper' }));
    expect(browserStorage.getCart()[0]).toMatchObject({ itemQuantity: 1, totalPrice: '14.00' });
  });

  it('takes a typed decimal kg, saves it with its line total, and keeps the buttons from going below 1 (issue 28)', () => {
    stubServer();
    renderCart();
    fireEvent.change(field('Quantity of newspaper in kg'), { target: { value: '2.35' } });
    expect(browserStorage.getCart()[0]).toMatchObject({ itemQuantity: 2.35, totalPrice: '32.90' });
    expect(row('newspaper').textContent).toContain('₹32.90');
    expect(screen.getByText('₹63.40')).toBeTruthy();

    fireEvent.change(field('Quantity of iron in kg'), { target: { value: '0.5' } });
    expect(browserStorage.getCart()[1]).toMatchObject({ itemQuantity: 0.5, totalPrice: '15.25' });
    // The − button never takes the quantity below 1: below it already, it does nothing.
    expect((screen.getByRole('button', { name: 'Decrease iron' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase iron' }));
    expect(quantityOf('iron')).toBe('1.5');
  });

  it("marks a kg the cart refuses with the contract's message, saves nothing and puts the saved kg back on leaving", async () => {
    stubServer();
    renderCart();
    const input = field('Quantity of newspaper in kg');
    for (const typed of ['0', '2.345', String(limits.maxItemQuantityKg + 1), '']) {
      fireEvent.change(input, { target: { value: typed } });
      expect(input.getAttribute('aria-invalid'), typed).toBe('true');
      expect(within(row('newspaper')).getByRole('alert').textContent).toBe(newUserMessages.cartQuantityInvalid);
      expect(browserStorage.getCart()[0]?.itemQuantity).toBe(2);
    }
    act(() => {
      fireEvent.blur(input);
    });
    expect(await toastText(newUserMessages.cartQuantityInvalid)).toBeTruthy();
    expect(input.value).toBe('2');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('removes one item, and Clear Cart empties the cart', () => {
    stubServer();
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Remove iron' }));
    expect(browserStorage.getCart().map((item) => item.name)).toEqual(['newspaper']);
    expect(screen.queryByRole('rowheader', { name: 'iron' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(browserStorage.getCart()).toEqual([]);
    expect(screen.getByText(messages.orders.cartEmpty)).toBeTruthy();
  });

  it('Next clears the server, adds each cart item with its values, in order, and moves to step 2', async () => {
    const { sent, addItems } = stubServer();
    renderCart();
    await goToPickup();
    expect(sent).toEqual(['DELETE /api/delete_all_items/7/3/True/', 'POST /api/add_item/', 'POST /api/add_item/']);
    expect(addItems.calls[0]?.json).toEqual({
      customer_id: 7,
      dealer_id: 3,
      price_list_id: 11,
      subcategory_id: 5,
      subcategory_name: 'newspaper',
      unit: 'kg',
      quantity: 2,
      unit_price: '14.00',
    });
    expect(addItems.calls[1]?.json).toMatchObject({ price_list_id: 12, subcategory_id: 9, quantity: 1, unit_price: '30.50' });
    expect(addItems.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    // Unchanged prices leave the cart alone.
    expect(browserStorage.getCart()).toEqual([newspaper, iron]);
  });

  it('keeps Next disabled while the items are being sent', async () => {
    let release: (reply: Reply<typeof routes.deleteAllItems>) => void = () => {};
    const pending = new Promise<Reply<typeof routes.deleteAllItems>>((resolve) => {
      release = resolve;
    });
    stubEndpoint(routes.deleteAllItems, () => pending);
    renderCart([newspaper]);
    await click('Next');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Clear Cart' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      release(refuse(500, { code: 'INTERNAL', message: 'Server error', requestId: 'r' }));
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("takes the dealer's current price into the cart and says that it changed", async () => {
    stubServer({ prices: { 11: '15.00' } });
    renderCart();
    await goToPickup();
    expect(await toastText(messages.selling.priceChanged)).toBeTruthy();
    expect(browserStorage.getCart()).toEqual([{ ...newspaper, price: '15.00', totalPrice: '30.00' }, iron]);
  });

  it('stays on step 1 with the error message when an item is refused', async () => {
    const refusal = 'This price is no longer offered. Please clear your cart and add the item again.';
    stubServer({ addItem: refuse(409, { code: 'CONFLICT', message: refusal, requestId: 'r' }) });
    renderCart();
    await click('Next');
    expect(await toastText(refusal)).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a pickup form with missing fields with the spec message, and takes a valid one', async () => {
    stubServer();
    renderCart();
    await goToPickup();
    await click('Next');
    expect(await toastText(messages.orders.pickupInvalid)).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');

    fillPickup({ Phone: '98765' });
    await click('Next');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText(messages.general.phone)).toBeTruthy();

    fillPickup({ 'House/flat': '   ' });
    await click('Next');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(field('House/flat').getAttribute('aria-invalid')).toBe('true');

    fillPickup();
    await click('Next');
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
  });

  it('shows the account e-mail read-only, India by default, the two slots, and keeps the draft', async () => {
    stubServer();
    renderCart();
    await goToPickup();
    const email = field('E-mail');
    expect(email.value).toBe('asha@example.com');
    expect(email.readOnly).toBe(true);
    expect(field('Country').value).toBe('India');
    expect(field('Phone').value).toBe('9876543210');
    const slots = within(screen.getByLabelText('Pickup time')).getAllByRole('option').map((option) => option.textContent);
    expect(slots.slice(1)).toEqual(['8am - 1pm', '1pm - 6pm']);

    fillPickup();
    expect(browserStorage.getOrderDetails()).toMatchObject({
      firstname: 'Asha',
      lastname: 'Verma',
      add_one: 'Flat 4, Shanti Apartments',
      pickup_time: '8am - 1pm',
      country: 'India',
    });
    expect(browserStorage.getOrderDetails()).not.toHaveProperty('email');
  });

  it('offers pickup dates from tomorrow in India, starting at tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 01:30 on 21 Nov in India: tomorrow there is 22 Nov.
    vi.setSystemTime(new Date('2026-11-20T20:00:00Z'));
    stubServer();
    renderCart();
    await goToPickup();
    const date = field('Pickup date');
    expect(date.type).toBe('date');
    expect(date.min).toBe('2026-11-22');
    expect(date.value).toBe('2026-11-22');
    expect(date.max).toBe('2027-01-21');
    expect(limits.pickupMaxDaysAhead).toBe(60);

    fillPickup();
    fireEvent.change(date, { target: { value: '2026-11-21' } });
    await click('Next');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });

  it('fills city and state from the saved pincode when they are empty', async () => {
    const { lookups } = stubServer({ area: { District: 'Agra', State: 'Uttar Pradesh' } });
    browserStorage.setPincode('282001');
    renderCart();
    await goToPickup();
    expect(await screen.findByDisplayValue('Agra')).toBeTruthy();
    expect(field('State').value).toBe('Uttar Pradesh');
    expect(lookups.calls.map((call) => call.params.pincode)).toContain('282001');
  });

  it("offers the customer's saved addresses, the default first; picking one fills the form, which stays editable (issue 28)", async () => {
    const saved = (overrides: Partial<CustomerAddress>): CustomerAddress => ({
      id: 1,
      user_id: 7,
      user_type: 'Personal',
      KT_ID: 'KTC000007',
      name: 'Asha Verma',
      phone_number: '9876500001',
      address: 'Flat 4, Shanti Apartments',
      address_area: 'Fort Road',
      landmark: 'Near the clock tower',
      city: 'Agra',
      state: 'Uttar Pradesh',
      pincode: '282001',
      default: 'not default',
      ...overrides,
    });
    const { savedAddresses } = stubServer({
      addresses: [
        saved({ id: 1 }),
        saved({ id: 2, address: '12 Civil Lines', address_area: 'Sadar', landmark: '', phone_number: '9876500002', default: 'default' }),
        saved({ id: 3, address: '9 Mall Road', city: 'Mathura', pincode: '281001' }),
      ],
    });
    renderCart();
    await goToPickup();
    const picker = await screen.findByRole('group', { name: 'Pick up from a saved address' });
    const choices = within(picker).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Asha Verma (default)12 Civil Lines, Sadar, Agra, Uttar Pradesh – 282001',
      'Asha VermaFlat 4, Shanti Apartments, Fort Road, Near the clock tower, Agra, Uttar Pradesh – 282001',
      "Asha Verma9 Mall Road, Fort Road, Near the clock tower, Mathura, Uttar Pradesh – 281001Not in 282001, where your cart's dealer picks up",
      'Enter a new address',
    ]);
    expect(savedAddresses.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    // The address in another pincode than the cart's dealer cannot be picked.
    expect((choices[2] as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(choices[0]!);
    expect([field('First name').value, field('Last name').value, field('Phone').value]).toEqual(['Asha', 'Verma', '9876500002']);
    expect([field('House/flat').value, field('Address').value, field('City').value, field('State').value]).toEqual([
      '12 Civil Lines',
      'Sadar',
      'Agra',
      'Uttar Pradesh',
    ]);
    // Still editable, and kept as the draft.
    fireEvent.change(field('House/flat'), { target: { value: '12A Civil Lines' } });
    expect(browserStorage.getOrderDetails()).toMatchObject({ add_one: '12A Civil Lines', add_two: 'Sadar', phone: '9876500002' });

    fireEvent.click(within(picker).getByRole('radio', { name: 'Enter a new address' }));
    expect([field('House/flat').value, field('Address').value]).toEqual(['', '']);
  });

  it('offers no saved addresses when the customer has none', async () => {
    stubServer();
    renderCart();
    await goToPickup();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Pick up from a saved address' })).toBeNull());
    expect(field('House/flat').value).toBe('');
  });

  it('Back from step 2 deletes the server items of the dealer and returns to step 1', async () => {
    const { sent } = stubServer();
    renderCart();
    await goToPickup();
    await click('Back');
    await screen.findByText('Step 1 of 3');
    await waitFor(() => expect(sent.at(-1)).toBe('DELETE /api/delete_all_items/7/3/False/'));
  });

  it('Check out calls add_order, order_info and order_confirm in order, shows Thanks and clears the cart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-19T06:00:00Z'));
    const server = stubServer();
    const { router, queryClient } = renderCart();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await goToPickup();
    fillPickup({ 'Pickup time': '1pm - 6pm' });
    fireEvent.change(field('Pickup date'), { target: { value: '2026-11-21' } });
    await click('Next');

    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    const summary = document.querySelector('.checkout-summary')?.textContent ?? '';
    expect(summary).toContain('21 Nov 2026');
    expect(summary).toContain('1pm - 6pm');
    expect(summary).toContain('Flat 4, Shanti Apartments');
    expect(summary).toContain('₹58.50');

    const before = server.sent.length;
    await click('Check out');
    const dialog = await screen.findByRole('dialog', { name: 'Thanks' });
    expect(server.sent.slice(before)).toEqual(['POST /api/add_order/', 'POST /api/order_info/', 'POST /api/order_confirm/']);
    expect(server.orders.calls.map((call) => call.json)).toEqual([{ customer_id: 7, dealer_id: 3 }]);
    expect(server.orderInfos.calls[0]?.json).toEqual({
      cart_order_id: 41,
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'asha@example.com',
      phone_number: '9876543210',
      address_line_1: 'Flat 4, Shanti Apartments',
      address_line_2: 'Fort Road',
      city: 'Agra',
      state: 'Uttar Pradesh',
      country: 'India',
      pickup_date: '2026-11-21',
      pickup_time: '1pm - 6pm',
      order_note: 'N/A',
      ip: 'N/A',
    });
    expect(server.confirmations.calls.map((call) => call.json)).toEqual([{ order_info_id: 51 }]);

    expect(dialog.textContent).toContain(messages.orders.pickupPlaced);
    expect(dialog.textContent).toContain('KT-1001');
    expect(browserStorage.getCart()).toEqual([]);
    expect(browserStorage.getOrderDetails()).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });

    const sellAgain = within(dialog).getByRole('button', { name: 'Sell again' });
    expect(sellAgain.className).toContain('btn--confirm');
    fireEvent.click(sellAgain);
    await screen.findByRole('heading', { name: '/sell' });
    expect(router.state.location.pathname).toBe('/sell');
  });

  it('keeps Check out and Back disabled while the order is being placed', async () => {
    let release: (reply: Reply<typeof routes.orderConfirm>) => void = () => {};
    const pending = new Promise<Reply<typeof routes.orderConfirm>>((resolve) => {
      release = resolve;
    });
    stubServer({ confirm: () => pending });
    renderCart();
    await goToPickup();
    fillPickup();
    await click('Next');
    await click('Check out');
    expect((screen.getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      release(placed);
    });
    expect(await screen.findByRole('dialog', { name: 'Thanks' })).toBeTruthy();
  });

  it('a Check out retried after a failed order_confirm goes on from there without a second order', async () => {
    let confirmations = 0;
    const server = stubServer({
      confirm: () => {
        confirmations += 1;
        // The order was placed again: 200 with the same order.
        return confirmations === 1 ? networkFailure : answer({ ...placed, msg: messages.selling.orderAlreadyPlaced }, { status: 200 });
      },
    });
    renderCart();
    await goToPickup();
    fillPickup();
    await click('Next');
    const before = server.sent.length;

    await click('Check out');
    expect(await toastText(messages.general.loadFailed)).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(browserStorage.getCart()).toHaveLength(2);

    await click('Check out');
    expect(await screen.findByRole('dialog', { name: 'Thanks' })).toBeTruthy();
    expect(server.sent.slice(before)).toEqual([
      'POST /api/add_order/',
      'POST /api/order_info/',
      'POST /api/order_confirm/',
      'POST /api/order_confirm/',
    ]);
    expect(browserStorage.getCart()).toEqual([]);
  });
});
