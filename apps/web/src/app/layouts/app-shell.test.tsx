import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { AppShell } from './app-shell.tsx';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

/** The markup without what may differ: comments, generated ids and the whitespace between tags. */
function normalise(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(aria-controls|id)="(?!main")[^"]*"/g, '$1="ID"')
    .replace(/>\s+</g, '><')
    .trim();
}

afterEach(backToEnglish);

describe('the app shell', () => {
  it('speaks Hindi on a Hindi page, the language switch marking हिंदी', async () => {
    await inLanguage('hi');
    const router = createMemoryRouter([{ path: '*', element: <AppShell /> }], { initialEntries: ['/nowhere'] });
    const { getByRole, getByText } = render(<RouterProvider router={router} />);
    expect(getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' }).getAttribute('href')).toBe('#main');
    expect(getByRole('link', { name: 'हमसे जुड़ें' })).toBeTruthy();
    expect(getByText('हिंदी').getAttribute('aria-current')).toBe('true');
    expect(getByRole('link', { name: 'EN' }).getAttribute('hreflang')).toBe('en');
  });

  it('is what index.html paints before any script runs', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="static-shell"></div>');
    // On a path none of the menu links is, so no link is marked current.
    const router = createMemoryRouter([{ path: '*', element: <AppShell /> }], { initialEntries: ['/nowhere'] });
    const { container } = render(<RouterProvider router={router} />);
    const root = /<div id="static-shell">([\s\S]*?)<\/div>\s*<div id="root"><\/div>/.exec(indexHtml)?.[1];
    expect(root).toBeDefined();
    expect(normalise(root ?? '')).toBe(normalise(container.innerHTML));
    // React's own copy replaces the HTML's.
    expect(document.getElementById('static-shell')).toBeNull();
  });
});
