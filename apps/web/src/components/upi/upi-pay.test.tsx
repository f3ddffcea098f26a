import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUpiLink } from '@kt/contract/payments/upi';
import { UpiPay } from './upi-pay.tsx';
import { upiTexts } from './upi-texts.ts';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';

afterEach(backToEnglish);

const link = buildUpiLink({ payeeVpa: 'asha.devi@okaxis', payeeName: 'Asha & Devi', amountPaise: 123405n, reference: 'KTO00000042' });

describe('UpiPay', () => {
  it('speaks Hindi on a Hindi page: heading, button and the QR code\'s text alternative', async () => {
    await inLanguage('hi');
    render(<UpiPay link={link} amountText="₹1,234.05" payeeName="आशा देवी" />);
    expect(screen.getByRole('region', { name: 'UPI से भुगतान करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'UPI ऐप से भुगतान करें' }).getAttribute('href')).toBe(link);
    expect(screen.getByText('रकम')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'UPI QR कोड: आशा देवी को ₹1,234.05 का भुगतान करें' })).toBeTruthy();
  });

  it('shows the amount, the payee and a big link button to the exact upi:// link', () => {
    render(<UpiPay link={link} amountText="₹1,234.05" payeeName="Asha & Devi" payeeVpa="asha.devi@okaxis" reference="KTO00000042" />);
    expect(screen.getByRole('region', { name: upiTexts.heading })).toBeTruthy();
    expect(screen.getByText('₹1,234.05')).toBeTruthy();
    expect(screen.getByText('Asha & Devi')).toBeTruthy();
    expect(screen.getByText('asha.devi@okaxis')).toBeTruthy();
    expect(screen.getByText('KTO00000042')).toBeTruthy();
    const button = screen.getByRole('link', { name: upiTexts.payButton });
    expect(button.getAttribute('href')).toBe(link);
  });

  it('draws the same link as a QR code with a text alternative', async () => {
    render(<UpiPay link={link} amountText="₹1,234.05" payeeName="Asha & Devi" />);
    expect(screen.getByRole('status').textContent).toBe(upiTexts.qrLoading);
    const image = await screen.findByRole('img', { name: upiTexts.qrAlt('₹1,234.05', 'Asha & Devi') });
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toBe(await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    expect(svg).not.toBe(await QRCode.toString(`${link}0`, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  });

  it('redraws the QR when the link changes', async () => {
    const { rerender } = render(<UpiPay link={link} amountText="₹1,234.05" payeeName="Asha" />);
    const first = (await screen.findByRole('img')).getAttribute('src');
    const other = buildUpiLink({ payeeVpa: 'asha.devi@okaxis', payeeName: 'Asha', amountPaise: 100n, reference: 'KTO00000043' });
    rerender(<UpiPay link={other} amountText="₹1.00" payeeName="Asha" />);
    const second = await screen.findByRole('img', { name: upiTexts.qrAlt('₹1.00', 'Asha') });
    expect(second.getAttribute('src')).not.toBe(first);
  });
});
