import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeCartItem } from '../test-fixtures.ts';
import { SellTopBar } from './sell-top-bar.tsx';

/* Issue 29: the sell pages' top bar in Hindi. */

describe('SellTopBar in Hindi', () => {
  beforeEach(() => inLanguage('hi'));
  afterEach(backToEnglish);

  it('welcomes, names its links and the cart, and the pincode line in Hindi', () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    browserStorage.setCart([makeCartItem({ id: 1 })]);
    renderPage(<SellTopBar search="" onSearchChange={() => {}} searchLabel="कबाड़ का सामान खोजें" onChangePincode={() => {}} />, { path: '/sell' });
    expect(screen.getByRole('region', { name: 'बेचने के साधन' })).toBeTruthy();
    expect(screen.getByText(/^स्वागत है, /)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'आपका खाता' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कार्ट 1 सामान' })).toBeTruthy();
    expect(screen.getByText('नहीं चुना')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिनकोड बदलें' })).toBeTruthy();
  });

  it('welcomes a guest in Hindi', () => {
    browserStorage.setGuest(true);
    renderPage(<SellTopBar search="" onSearchChange={() => {}} searchLabel="कबाड़ का सामान खोजें" onChangePincode={() => {}} />, { path: '/sell' });
    expect(screen.getByText('मेहमान के रूप में स्वागत है')).toBeTruthy();
  });
});
