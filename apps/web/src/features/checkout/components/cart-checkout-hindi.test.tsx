import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import type { CartItem } from '@kt/contract/selling/cart';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { CartCheckout } from './cart-checkout.tsx';

/* Issue 29: the cart and the pickup address step in Hindi. */

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

function stubServer() {
  stubEndpoint(routes.deleteAllItems, { msg: messages.selling.itemsDeleted, deleted: 0 });
  stubEndpoint(routes.addItem, {
    msg: messages.selling.itemAdded,
    item_id: 111,
    subcategory_name: 'newspaper',
    quantity: '2.00',
    unit_price: '14.00',
    total_price: '28.00',
  });
  stubEndpoint(routes.addressesByKtId, () => refuse(404, { code: 'NOT_FOUND', message: 'x', requestId: 'r' }));
  stubEndpoint(routes.pincodeLookup, (): PincodeLookupResponse => [{ Status: 'Error', Message: 'No records found', PostOffice: null }]);
}

function renderCart(items: CartItem[]) {
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

describe('CartCheckout in Hindi', () => {
  beforeEach(() => inLanguage('hi'));
  afterEach(backToEnglish);

  it('shows the cart step with Hindi headings, names and buttons, and rupees in hi-IN', () => {
    stubServer();
    renderCart([newspaper]);
    expect(screen.getByRole('heading', { name: 'आपका कार्ट' })).toBeTruthy();
    for (const heading of ['सामान', 'डीलर', '₹/किलो', 'मात्रा', 'कुल']) expect(screen.getByRole('columnheader', { name: heading })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'आपके कार्ट का सामान' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'newspaper घटाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'newspaper बढ़ाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'newspaper हटाएँ' })).toBeTruthy();
    expect((screen.getByLabelText('newspaper की मात्रा (kg में)') as HTMLInputElement).value).toBe('2');
    expect(screen.getByRole('button', { name: 'कार्ट खाली करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeTruthy();
    expect(screen.getAllByText('₹28').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).toBeNull();
  });

  it('moves to the pickup address step, in Hindi', async () => {
    stubServer();
    renderCart([newspaper]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'आगे' }));
    });
    expect(await screen.findByRole('heading', { name: 'पिकअप का पता' })).toBeTruthy();
    expect(screen.getByLabelText('पहला नाम')).toBeTruthy();
    expect(screen.getByLabelText('उपनाम')).toBeTruthy();
    expect(screen.getByLabelText('पिकअप का समय')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeTruthy();
  });

  it('says the empty cart in Hindi, with the way back to selling', () => {
    stubServer();
    renderCart([]);
    expect(screen.getByText(messages.orders.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बेचने के पेज पर जाएँ' })).toBeTruthy();
  });
});
