import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../../lib/browser-storage.ts';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { makeAuthRecord } from '../../test-support.ts';
import { TopNav } from './top-nav.tsx';

const chooseLanguage = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../lib/languages/choose-language.ts', () => ({ chooseLanguage }));

afterEach(() => {
  backToEnglish();
  chooseLanguage.mockClear();
});

function renderNav() {
  const router = createMemoryRouter([{ path: '*', element: <TopNav /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('TopNav', () => {
  it('shows the six links of spec 2.1 in order', () => {
    renderNav();
    const names = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['ABOUT', 'JOIN US', 'SELL', 'FAQ', 'CONTACT', 'SIGN IN']);
  });

  it('offers Hindi beside the menu button, English marked as the language of the page', () => {
    renderNav();
    const languages = screen.getByRole('list', { name: 'Language' });
    const current = within(languages).getByText('EN');
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.closest('a')).toBeNull();
    const hindi = within(languages).getByRole('link', { name: 'हिंदी' });
    expect(hindi.getAttribute('href')).toBe('?lang=hi');
    expect(hindi.getAttribute('hreflang')).toBe('hi');
    expect(hindi.getAttribute('lang')).toBe('hi');
    fireEvent.click(hindi);
    expect(chooseLanguage).toHaveBeenCalledWith('hi');
  });

  it('speaks Hindi on a Hindi page, with हिंदी marked and a link back to English', async () => {
    await inLanguage('hi');
    renderNav();
    const names = within(screen.getByRole('navigation', { name: 'मुख्य' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['हमारे बारे में', 'हमसे जुड़ें', 'बेचें', 'सवाल-जवाब', 'संपर्क', 'साइन इन']);
    expect(screen.getByRole('button', { name: 'मेनू खोलें' })).toBeTruthy();
    const languages = screen.getByRole('list', { name: 'भाषा' });
    expect(within(languages).getByText('हिंदी').getAttribute('aria-current')).toBe('true');
    const english = within(languages).getByRole('link', { name: 'EN' });
    expect(english.textContent).toBe('EN');
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(english.getAttribute('href')).toBe('?lang=en');
    fireEvent.click(english);
    expect(chooseLanguage).toHaveBeenCalledWith('en');
  });

  it('opens the menu with the toggle and closes it when a link is chosen', async () => {
    const router = renderNav();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    });
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("shows the 'You are Signed In' tooltip only when an auth record is stored", () => {
    renderNav();
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => browserStorage.setAuth(makeAuthRecord('Personal')));
    expect(screen.getByRole('tooltip').textContent).toBe('You are Signed In');
    expect(screen.getByRole('link', { name: 'SIGN IN' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('tooltip').id,
    );
  });
});
