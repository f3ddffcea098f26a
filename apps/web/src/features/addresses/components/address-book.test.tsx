import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { AddressBook } from './address-book.tsx';

function makeAddress(id: number, overrides: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    id,
    user_id: 7,
    user_type: 'Personal',
    KT_ID: 'KTC000007',
    name: 'Asha',
    phone_number: '9876543210',
    address: `${id} Fort Road`,
    address_area: 'Rawatpara',
    landmark: 'Near the fort',
    city: 'Agra',
    state: 'Uttar Pradesh',
    pincode: '282001',
    default: 'not default',
    ...overrides,
  };
}

const agra: PincodeLookupResponse = [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [
      { Name: 'Agra Fort', Block: 'Agra', District: 'Agra', State: 'Uttar Pradesh', Country: 'India', Pincode: '282001', Latitude: null, Longitude: null },
    ],
  },
];

/**
 * The address API: the list answers what `saved` gives at each call, the pincode lookup finds
 * Agra, a post answers `posted` (the address saved, unless given).
 */
function stubAddresses(saved: () => CustomerAddress[], posted?: Reply<typeof routes.postAddress>) {
  return {
    lists: stubEndpoint(routes.addressesByKtId, () => saved()),
    lookups: stubEndpoint(routes.pincodeLookup, agra),
    posts: stubEndpoint(routes.postAddress, posted ?? { msg: 'Address added', address: makeAddress(21) }),
  };
}

const toastText = (text: string) => screen.queryAllByText(text, { selector: '.toast span' });

function renderBook() {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  return renderPage(
    <>
      <AddressBook />
      <Toaster />
    </>,
    { path: '/sell/user/address' },
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillValidForm() {
  fill('Phone number', '9123456780');
  fill('Address', '12 Taj Road');
  fill('Area', 'Tajganj');
  fill('Landmark', 'Near the gate');
  fill('Pincode', '282001');
  await act(async () => {
    fireEvent.keyDown(screen.getByLabelText('Pincode'), { key: 'Tab' });
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
  });
}

describe('AddressBook', () => {
  it('lists the saved addresses of the KT_ID as cards, with the default badge on the default one', async () => {
    const { lists } = stubAddresses(() => [makeAddress(11, { default: 'default' }), makeAddress(12)]);
    renderBook();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('11 Fort Road')).toBeTruthy();
    for (const text of ['Rawatpara', 'Near the fort', 'Agra', 'Uttar Pradesh', '282001', '9876543210', 'Asha']) {
      expect(within(cards[0]!).getByText(text)).toBeTruthy();
    }
    expect(within(cards[0]!).getByText('default')).toBeTruthy();
    expect(within(cards[1]!).queryByText('default')).toBeNull();
    const [list] = lists.calls;
    expect(list?.params).toEqual({ ktId: 'KTC000007' });
    expect(list?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('shows an empty state when there are no addresses', async () => {
    stubAddresses(() => []);
    renderBook();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("refuses empty fields with 'Enter valid fields. All fields are mandatory.' and posts nothing", async () => {
    const { posts } = stubAddresses(() => []);
    renderBook();
    await screen.findByText('You have no saved addresses yet.');
    await submit();
    expect(toastText(messages.address.invalid)).toHaveLength(1);
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(posts.calls).toHaveLength(0);
  });

  it('refuses a 9-digit phone number with the same text', async () => {
    const { posts } = stubAddresses(() => []);
    renderBook();
    await screen.findByText('You have no saved addresses yet.');
    await fillValidForm();
    fill('Phone number', '912345678');
    await submit();
    expect(toastText(messages.address.invalid)).toHaveLength(1);
    expect(posts.calls).toHaveLength(0);
  });

  it('fills state and city from the pincode, posts the address with the user id, and refreshes the list', async () => {
    let saved: CustomerAddress[] = [];
    const { lists } = stubAddresses(() => saved);
    const posts = stubEndpoint(routes.postAddress, () => {
      saved = [makeAddress(21, { address: '12 Taj Road', default: 'default' })];
      return { msg: 'Address added', address: saved[0]! };
    });
    renderBook();
    await screen.findByText('You have no saved addresses yet.');
    await fillValidForm();
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('Uttar Pradesh');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Agra');
    await submit();
    expect(posts.calls).toHaveLength(1);
    const [post] = posts.calls;
    expect(post?.headers.get('Authorization')).toBe('Bearer a');
    expect(post?.json).toEqual({
      user_id: 7,
      phone_number: '9123456780',
      address: '12 Taj Road',
      address_area: 'Tajganj',
      landmark: 'Near the gate',
      pincode: '282001',
      city: 'Agra',
      state: 'Uttar Pradesh',
    });
    expect(await screen.findByText('Address added', { selector: '.toast span' })).toBeTruthy();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('default')).toBeTruthy();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('');
    expect(lists.calls).toHaveLength(2);
  });

  it("refuses a sixth address with 'You can add only 5 addresses.' without posting", async () => {
    const five = [1, 2, 3, 4, 5].map((id) => makeAddress(id, { default: id === 1 ? 'default' : 'not default' }));
    const { posts } = stubAddresses(() => five);
    renderBook();
    await screen.findAllByRole('article');
    await fillValidForm();
    await submit();
    expect(toastText(messages.address.limit)).toHaveLength(1);
    expect(posts.calls).toHaveLength(0);
  });

  it("shows the server's 409 answer when it refuses the address", async () => {
    stubAddresses(() => [makeAddress(1, { default: 'default' })], refuse(409, { msg: messages.address.limit }));
    renderBook();
    await screen.findAllByRole('article');
    await fillValidForm();
    await submit();
    expect(await screen.findByText(messages.address.limit, { selector: '.toast span' })).toBeTruthy();
  });

  it("deletes with GET delete-address, says 'Successfully deleted address' and refreshes the list", async () => {
    let saved = [makeAddress(11, { default: 'default' }), makeAddress(12)];
    stubAddresses(() => saved);
    const deletions = stubEndpoint(routes.deleteAddress, ({ params }) => {
      saved = saved.filter((address) => address.id !== Number(params.id));
      return { successful: messages.address.deleted };
    });
    renderBook();
    await screen.findAllByRole('article');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete 12 Fort Road' }));
    });
    expect(await screen.findByText(messages.address.deleted, { selector: '.toast span' })).toBeTruthy();
    // The route is the spec's GET that deletes.
    expect(deletions.calls.map((call) => call.params)).toEqual([{ id: '12' }]);
    expect(deletions.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    await screen.findByText('1 of 5', { exact: false });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('pages through the addresses three at a time on a wide screen', async () => {
    stubAddresses(() => [1, 2, 3, 4, 5].map((id) => makeAddress(id)));
    renderBook();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next addresses' }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/Fort Road/).textContent)).toEqual(['4 Fort Road', '5 Fort Road']);
    expect((screen.getByRole('button', { name: 'Next addresses' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows one address per page when the window narrows to a phone', async () => {
    stubAddresses(() => [1, 2, 3].map((id) => makeAddress(id)));
    renderBook();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const wide = window.innerWidth;
    try {
      act(() => {
        window.innerWidth = 360;
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    } finally {
      act(() => {
        window.innerWidth = wide;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });
});
