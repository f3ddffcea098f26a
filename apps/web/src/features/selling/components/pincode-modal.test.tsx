import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { toast } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { areaQueryKey } from '../api/get-area.ts';
import { agraLookup, noPostOffice } from '../test-fixtures.ts';
import { PincodeModal } from './pincode-modal.tsx';

function renderModal() {
  const onClose = vi.fn();
  const errors = vi.spyOn(toast, 'error');
  const result = renderPage(<PincodeModal onClose={onClose} />, { path: '/sell' });
  return { ...result, onClose, errors };
}

async function submitPincode(value: string) {
  fireEvent.change(screen.getByLabelText('Area pincode'), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save pincode' }));
  });
}

describe('PincodeModal', () => {
  it("says 'Invalid pincode' for a value that is not 6 digits, without asking the server", async () => {
    const lookups = stubEndpoint(routes.pincodeLookup, agraLookup);
    const { errors, onClose } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Change area pincode' })).toBeTruthy();
    await submitPincode('28200');
    expect(errors).toHaveBeenCalledWith(messages.general.invalidPincode);
    expect(lookups.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    expect(browserStorage.getPincode()).toBeNull();
  });

  it("says 'Invalid pincode' when the server's check fails", async () => {
    stubEndpoint(routes.pincodeLookup, refuse(400, { code: 'VALIDATION', message: 'Enter valid pincode', requestId: 'r' }));
    const { errors, onClose } = renderModal();
    await submitPincode('282001');
    expect(errors).toHaveBeenCalledWith(messages.general.invalidPincode);
    expect(onClose).not.toHaveBeenCalled();
    expect(browserStorage.getPincode()).toBeNull();
  });

  it("says 'Enter valid pincode' when the pincode has no post office", async () => {
    const lookups = stubEndpoint(routes.pincodeLookup, noPostOffice);
    const { errors, onClose } = renderModal();
    await submitPincode('999999');
    expect(lookups.calls.map((call) => call.params.pincode)).toEqual(['999999']);
    expect(errors).toHaveBeenCalledWith(messages.general.enterValidPincode);
    expect(onClose).not.toHaveBeenCalled();
    expect(browserStorage.getPincode()).toBeNull();
  });

  it('saves a valid pincode as the area pincode, keeps its area, and closes', async () => {
    stubEndpoint(routes.pincodeLookup, agraLookup);
    const { errors, onClose, queryClient } = renderModal();
    await submitPincode('282001');
    expect(browserStorage.getPincode()).toBe('282001');
    expect(queryClient.getQueryData(areaQueryKey('282001'))).toEqual({ city: 'Agra', state: 'Uttar Pradesh' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('disables its submit button while the pincode is being checked', async () => {
    let answer: (value: PincodeLookupResponse) => void = () => {};
    const answered = new Promise<PincodeLookupResponse>((resolve) => (answer = resolve));
    stubEndpoint(routes.pincodeLookup, () => answered);
    const { onClose } = renderModal();
    fireEvent.change(screen.getByLabelText('Area pincode'), { target: { value: '282001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pincode' }));
    expect((screen.getByRole('button', { name: 'Save pincode' }) as HTMLButtonElement).disabled).toBe(true);
    answer(agraLookup);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('starts from the saved pincode and keeps only digits', () => {
    browserStorage.setPincode('282001');
    stubEndpoint(routes.pincodeLookup, agraLookup);
    renderModal();
    const input = screen.getByLabelText('Area pincode') as HTMLInputElement;
    expect(input.value).toBe('282001');
    fireEvent.change(input, { target: { value: '28 20a02' } });
    expect(input.value).toBe('282002');
  });
});
