import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { browserStorage } from '../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../test-support.ts';
import { TopNav } from './top-nav.tsx';

function renderNav() {
  const router = createMemoryRouter([{ path: '*', element: <TopNav /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('TopNav', () => {
  it('shows the six links of spec 2.1 in order', () => {
    renderNav();
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names.slice(1)).toEqual(['ABOUT', 'JOIN US', 'SELL', 'FAQ', 'CONTACT', 'SIGN IN']);
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
