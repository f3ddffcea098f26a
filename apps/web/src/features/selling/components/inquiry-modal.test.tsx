import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { toast } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeDealer } from '../test-fixtures.ts';
import { InquiryModal } from './inquiry-modal.tsx';

function renderModal() {
  const onClose = vi.fn();
  const errors = vi.spyOn(toast, 'error');
  const successes = vi.spyOn(toast, 'success');
  renderPage(<InquiryModal dealer={makeDealer()} onClose={onClose} />, { path: '/sell/sellitem' });
  return { onClose, errors, successes };
}

function fill(values: Partial<Record<'Name' | 'Phone' | 'E-mail' | 'Item' | 'Quantity (kg)' | 'Description', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const valid = { Name: 'Asha', Phone: '9876543210', 'E-mail': 'asha@example.com', Item: 'Newspaper', 'Quantity (kg)': '40' };

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
  });
}

describe('InquiryModal', () => {
  it('fills name, e-mail and phone from the signed-in account', () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubEndpoint(routes.inquiry, { msg: 'Order Placed' });
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Sell to Ravi Scrap Traders' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('9876543210');
    expect(screen.getByText(messages.selling.inquiryPicRule)).toBeTruthy();
  });

  it.each([
    ['an empty name', { Name: '  ' }],
    ['a 9-digit phone', { Phone: '987654321' }],
    ['a phone with letters', { Phone: '98765abcde' }],
    ['a quantity of 0', { 'Quantity (kg)': '0' }],
    ['no quantity', { 'Quantity (kg)': '' }],
  ])("says 'Fill the form properly' for %s and sends nothing", async (_case, change) => {
    const inquiries = stubEndpoint(routes.inquiry, { msg: 'Order Placed' });
    const { errors, onClose } = renderModal();
    fill({ ...valid, ...change });
    await send();
    expect(errors).toHaveBeenCalledWith(messages.orders.inquiryInvalid);
    expect(inquiries.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the inquiry as multipart with the dealer's id, says 'Order Placed' and closes", async () => {
    const inquiries = stubEndpoint(routes.inquiry, { msg: 'Order Placed' });
    const { successes, onClose } = renderModal();
    fill({ ...valid, Description: 'Two months of papers' });
    const picture = new File([new Uint8Array(1000)], 'pile.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Picture of the item'), { target: { files: [picture] } });
    await send();
    expect(inquiries.calls).toHaveLength(1);
    const body = inquiries.calls[0]?.form;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...(body?.entries() ?? [])].filter(([key]) => key !== 'itemPic'))).toEqual({
      dealer_id: '5',
      customer_name: 'Asha',
      phone: '9876543210',
      email: 'asha@example.com',
      itemName: 'Newspaper',
      quantity: '40',
      description: 'Two months of papers',
    });
    expect((body?.get('itemPic') as File).name).toBe('pile.jpg');
    expect(successes).toHaveBeenCalledWith(messages.orders.inquirySuccess);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends no picture when none was chosen', async () => {
    const inquiries = stubEndpoint(routes.inquiry, { msg: 'Order Placed' });
    renderModal();
    fill(valid);
    await send();
    expect(inquiries.calls[0]?.form?.has('itemPic')).toBe(false);
  });

  it("says 'Order can't be placed' when the server refuses, and stays open", async () => {
    stubEndpoint(routes.inquiry, refuse(404, { code: 'NOT_FOUND', message: "Order can't be placed", requestId: 'r' }));
    const { errors, onClose } = renderModal();
    fill(valid);
    await send();
    expect(errors).toHaveBeenCalledWith(messages.orders.inquiryFailed);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send inquiry' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Send while the inquiry is on its way', async () => {
    let answer: (value: { msg: string }) => void = () => {};
    const answered = new Promise<{ msg: string }>((resolve) => (answer = resolve));
    stubEndpoint(routes.inquiry, () => answered);
    const { onClose } = renderModal();
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect((screen.getByRole('button', { name: 'Send inquiry' }) as HTMLButtonElement).disabled).toBe(true);
    answer({ msg: 'Order Placed' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('refuses a picture over the size limit or of another type, and sends without it', async () => {
    const inquiries = stubEndpoint(routes.inquiry, { msg: 'Order Placed' });
    const { errors } = renderModal();
    const big = new File([new Uint8Array(limits.inquiryPicMaxBytes + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Picture of the item'), { target: { files: [big] } });
    expect(errors).toHaveBeenLastCalledWith(messages.selling.inquiryPicTooLarge);
    expect(screen.getByText(messages.selling.inquiryPicTooLarge, { selector: '.field__error' })).toBeTruthy();
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Picture of the item'), { target: { files: [gif] } });
    expect(errors).toHaveBeenLastCalledWith(messages.selling.inquiryPicWrongType);
    fill(valid);
    await send();
    expect(inquiries.calls[0]?.form?.has('itemPic')).toBe(false);
  });
});
