import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeCartItem } from '../test-fixtures.ts';
import { badgeText, SellTopBar } from './sell-top-bar.tsx';

function Harness({ onChangePincode = () => {} }: { onChangePincode?: () => void }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <SellTopBar search={search} onSearchChange={setSearch} searchLabel="Search scrap items" onChangePincode={onChangePincode} />
      <p data-testid="typed">{search}</p>
    </>
  );
}

function cartOf(count: number) {
  return Array.from({ length: count }, (_, i) => makeCartItem({ id: i + 1 }));
}

describe('SellTopBar', () => {
  it("welcomes a visitor with the guest marker as 'Welcome As Guest'", () => {
    browserStorage.setGuest(true);
    renderPage(<Harness />, { path: '/sell' });
    expect(screen.getByText('Welcome As Guest')).toBeTruthy();
  });

  it("reads the guest marker: without it a signed-out visitor is welcomed with 'Welcome' alone", () => {
    renderPage(<Harness />, { path: '/sell' });
    expect(screen.getByText('Welcome', { selector: '.sell-top-bar__welcome' })).toBeTruthy();
    expect(screen.queryByText('Welcome As Guest')).toBeNull();
    act(() => browserStorage.setGuest(true));
    expect(screen.getByText('Welcome As Guest')).toBeTruthy();
  });

  it("welcomes a signed-in customer with 'Welcome' and the stored username", () => {
    browserStorage.setAuth(makeAuthRecord('Organization'));
    renderPage(<Harness />, { path: '/sell' });
    expect(screen.getByText('Welcome Asha')).toBeTruthy();
    expect(screen.queryByText('Welcome As Guest')).toBeNull();
  });

  it('shows nothing to a dealer', () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(<Harness />, { path: '/sell' });
    expect(screen.queryByRole('region', { name: 'Selling tools' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  it('links to the profile and to the cart, whose badge counts the cart items', () => {
    browserStorage.setCart(cartOf(3));
    renderPage(<Harness />, { path: '/sell' });
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/sell/user/profile');
    const cart = screen.getByRole('link', { name: 'Cart 3 items' });
    expect(cart.getAttribute('href')).toBe('/sell/cart');
    expect(cart.querySelector('.badge')?.textContent).toBe('3');
  });

  it('updates the badge when the cart changes', () => {
    renderPage(<Harness />, { path: '/sell' });
    expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeTruthy();
    act(() => browserStorage.setCart(cartOf(1)));
    expect(screen.getByRole('link', { name: 'Cart 1 item' }).querySelector('.badge')?.textContent).toBe('1');
  });

  it('caps the badge at 99+', () => {
    expect([badgeText(0), badgeText(99), badgeText(100), badgeText(250)]).toEqual(['0', '99', '99+', '99+']);
    browserStorage.setCart(cartOf(120));
    renderPage(<Harness />, { path: '/sell' });
    expect(screen.getByRole('link', { name: 'Cart 99+ items' }).querySelector('.badge')?.textContent).toBe('99+');
  });

  it('hands what is typed in the search box to the page as it is typed', () => {
    renderPage(<Harness />, { path: '/sell' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search scrap items' }), { target: { value: 'news' } });
    expect(screen.getByTestId('typed').textContent).toBe('news');
  });

  it('shows the area pincode and opens the pincode modal from its button', () => {
    browserStorage.setPincode('282001');
    const onChangePincode = vi.fn();
    renderPage(<Harness onChangePincode={onChangePincode} />, { path: '/sell' });
    expect(screen.getByText('282001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change pincode' }));
    expect(onChangePincode).toHaveBeenCalledTimes(1);
  });
});
