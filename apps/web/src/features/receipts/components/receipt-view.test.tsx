import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '@kt/contract/orders/receipts';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { ReceiptView } from './receipt-view.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  browserStorage.setAuth(null);
});

const receipt: Receipt = {
  order_number: 'KTO00000012',
  completed_at: '2026-11-20T08:35:00.000Z',
  pickup_date: '2026-11-20',
  pickup_time: '8am - 1pm',
  customer: { name: 'Asha Sharma', kt_id: 'KTC000007', address: 'Flat 4, Green Towers, MG Road, Agra, Uttar Pradesh', pincode: '282001', account_type: 'Personal' },
  dealer: { name: 'Ramesh Kabadiwala', kt_id: 'KTD000003', mobile_number: '9897011111' },
  items: [
    { subcategory_name: 'Newspaper', category_name: 'Paper', unit: 'kg', unit_price: '13.37', weight_kg: '2.35', amount: '31.42', added_at_door: false },
    { subcategory_name: 'Cardboard', category_name: 'Paper', unit: 'kg', unit_price: '7.77', weight_kg: '3.33', amount: '25.87', added_at_door: true },
  ],
  total_amount: '57.29',
  payment_method: 'upi',
  payment_reference: 'UPI123456789',
  commission_amount: null,
  adjustment_amount: null,
  scale_photo: false,
};

/** Order KTO00000012's receipt answers `answer`; its PDF is a file. */
function renderReceipt(answer: Reply<typeof routes.orderReceipt>) {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  const notFound = refuse(404, { code: 'NOT_FOUND', message: 'No such order.', requestId: 'x' });
  const stubs = {
    read: stubEndpoint(routes.orderReceipt, ({ params }) => (params.orderNumber === 'KTO00000012' ? answer : notFound)),
    pdf: stubEndpoint(routes.orderReceiptPdf, ({ params }) =>
      params.orderNumber === 'KTO00000012' ? new Response('pdf', { headers: { 'Content-Type': 'application/pdf' } }) : notFound,
    ),
  };
  renderPage(<ReceiptView orderNumber="KTO00000012" />, { path: '/receipt/KTO00000012' });
  return stubs;
}

describe('ReceiptView', () => {
  it('shows the order, the parties with KT ids, the items at their rates, the total and the payment', async () => {
    const { read } = renderReceipt(receipt);
    expect(await screen.findByRole('heading', { name: 'Receipt for order KTO00000012' })).toBeTruthy();
    expect(read.calls).toHaveLength(1);
    expect(screen.getByText('Asha Sharma (KTC000007)')).toBeTruthy();
    expect(screen.getByText(/Ramesh Kabadiwala \(KTD000003\)/)).toBeTruthy();
    expect(screen.getByText(/Flat 4, Green Towers/)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Items weighed at the door' })).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Newspaper', '₹13.37/kg', '2.35 kg', '₹31.42']);
    expect(within(rows[2]!).getAllByRole('cell')[0]?.textContent).toBe('Cardboardadded at the door');
    expect(within(rows[3]!).getByText('₹57.29')).toBeTruthy();
    expect(screen.getByText('UPI')).toBeTruthy();
    expect(screen.getByText('UPI123456789')).toBeTruthy();
    expect(screen.queryByText(/commission/i)).toBeNull();
  });

  it("shows a UPI payment's UTR under its name and the photo of the scale's reading (issue 28)", async () => {
    const made = vi.fn(() => 'blob:scale-photo');
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() });
    const photo = stubEndpoint(routes.orderScalePhoto, ({ params }) =>
      params.orderNumber === 'KTO00000012' ? new Response(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } }) : refuse(404),
    );
    renderReceipt({ ...receipt, payment_reference: '412345678901', scale_photo: true });
    expect(await screen.findByText('UPI reference (UTR)')).toBeTruthy();
    expect(screen.getByTestId('receipt-reference').textContent).toBe('412345678901');
    const image = await screen.findByRole('img', { name: "Photo of the scale's reading" });
    expect(image.getAttribute('src')).toBe('blob:scale-photo');
    expect(photo.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it("shows the dealer's copy with the commission", async () => {
    renderReceipt({ ...receipt, commission_amount: '0.57' });
    expect(await screen.findByText('Platform commission owed by the dealer')).toBeTruthy();
    expect(screen.getByText('₹0.57')).toBeTruthy();
  });

  it("shows an upheld dispute's adjustment as its own line above the total paid (issue 28)", async () => {
    renderReceipt({ ...receipt, adjustment_amount: '12.50', total_amount: '69.79' });
    const table = within(await screen.findByRole('table', { name: 'Items weighed at the door' }));
    const adjustment = table.getByRole('rowheader', { name: 'Dispute adjustment (upheld)' }).closest('tr');
    expect(adjustment?.textContent).toContain('₹12.50');
    expect(table.getByText('₹69.79')).toBeTruthy();
  });

  it('prints with the Print button', async () => {
    renderReceipt(receipt);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('downloads the PDF with the Bearer token as receipt-<order>.pdf', async () => {
    const { pdf } = renderReceipt(receipt);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('receipt-KTO00000012.pdf');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(pdf.calls).toHaveLength(1);
    expect(pdf.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('says so when the order is not the caller’s (404) or not completed yet (409)', async () => {
    renderReceipt(refuse(404, { code: 'NOT_FOUND', message: 'No such order.', requestId: 'x' }));
    expect(await screen.findByText('No such receipt: this order is not one of yours.')).toBeTruthy();
  });

  it('says the receipt is ready once the pickup is completed (409)', async () => {
    renderReceipt(refuse(409, { code: 'CONFLICT', message: 'x', requestId: 'x' }));
    expect(await screen.findByText('The receipt is ready once the pickup is completed.')).toBeTruthy();
  });
});

describe('ReceiptView in Hindi (issue 29)', () => {
  afterEach(backToEnglish);

  it('labels the receipt in Hindi, with the amounts in ₹ and the units in Hindi', async () => {
    await inLanguage('hi');
    renderReceipt({ ...receipt, customer: { ...receipt.customer, name: 'आशा शर्मा' }, commission_amount: '0.57' });
    expect(await screen.findByRole('heading', { name: 'ऑर्डर KTO00000012 की रसीद' })).toBeTruthy();
    expect(screen.getByText('विक्रेता')).toBeTruthy();
    expect(screen.getByText('आशा शर्मा (KTC000007)')).toBeTruthy();
    expect(screen.getByText('पिकअप का समय')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'दरवाज़े पर तौला गया सामान' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['सामान', 'दर', 'वज़न', 'रकम']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Newspaper', '₹13.37/किलो', '2.35 किलो', '₹31.42']);
    expect(within(rows[2]!).getAllByRole('cell')[0]?.textContent).toBe('Cardboardदरवाज़े पर जोड़ा गया');
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('कुल भुगतान');
    expect(within(rows[3]!).getByText('₹57.29')).toBeTruthy();
    expect(screen.getByText('UPI संदर्भ (UTR)')).toBeTruthy();
    expect(screen.getByText('डीलर पर बाकी प्लेटफ़ॉर्म कमीशन').nextElementSibling?.textContent).toBe('₹0.57');
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeTruthy();
    expect(screen.queryByText('Total paid')).toBeNull();
  });

  it("names a dealer who sold on by their type in Hindi ('कबाड़ीवाला')", async () => {
    await inLanguage('hi');
    renderReceipt({ ...receipt, customer: { ...receipt.customer, name: 'Ramesh', kt_id: 'KTD000004', account_type: 'Kabadi' } });
    expect(await screen.findByText('Ramesh (KTD000004), कबाड़ीवाला')).toBeTruthy();
  });

  it('says in Hindi that the receipt comes once the pickup is completed (409)', async () => {
    await inLanguage('hi');
    renderReceipt(refuse(409, { code: 'CONFLICT', message: 'x', requestId: 'x' }));
    expect(await screen.findByText('पिकअप पूरा होते ही रसीद तैयार हो जाएगी।')).toBeTruthy();
  });
});
