import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { AccountQr } from './account-qr.tsx';

describe('AccountQr', () => {
  it("renders an SVG QR code of the account's KT_ID, the KT_ID under it, and a Download link", async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    renderPage(<AccountQr />, { path: '/sell/user/qr' });
    const image = await screen.findByRole('img', { name: 'QR code of KTC000007' });
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    expect(screen.getByText('KTC000007')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(src);
    expect(download.getAttribute('download')).toBe('KTC000007.svg');
  });

  it("shows a dealer's own KT_ID", async () => {
    browserStorage.setAuth(makeAuthRecord('Recycler'));
    renderPage(<AccountQr />, { path: '/dealer/profile/qr' });
    expect(await screen.findByRole('img', { name: 'QR code of KTD000007' })).toBeTruthy();
  });
});
