import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { stubEndpoint } from '../../test/api-stubs.ts';
import { KitForm, SubmitButton, useKitForm } from './kit-form.tsx';
import { PincodeField } from './pincode-field.tsx';
import { TextField } from './text-field.tsx';

const ZPlace = z.object({ pincode: z.string().regex(/^\d{6}$/, 'Enter valid pincode'), state: z.string().min(1), city: z.string().min(1) });

const agra: PincodeLookupResponse = [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [
      { Name: 'Agra Fort', Block: 'Agra', District: 'Agra', State: 'Uttar Pradesh', Country: 'India', Pincode: '282001', Latitude: null, Longitude: null },
    ],
  },
];

function Harness({ onValid }: { onValid: (place: z.output<typeof ZPlace>) => void }) {
  const form = useKitForm(ZPlace, { defaultValues: { pincode: '', state: '', city: '' } });
  return (
    <KitForm form={form} onValid={onValid}>
      <PincodeField name="pincode" label="Pincode" fills={{ state: 'state', city: 'city' }} />
      <TextField name="state" label="State" />
      <TextField name="city" label="City" />
      <SubmitButton>Save</SubmitButton>
    </KitForm>
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('PincodeField', () => {
  it('looks the pincode up on Tab and fills state and city of the same form; the form waits meanwhile', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const lookups = stubEndpoint(routes.pincodeLookup, async () => {
      await held;
      return agra;
    });
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const pincode = screen.getByLabelText('Pincode');
    fireEvent.change(pincode, { target: { value: '282001' } });
    await act(async () => {
      fireEvent.keyDown(pincode, { key: 'Tab' });
    });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer());
    expect(value('State')).toBe('Uttar Pradesh');
    expect(value('City')).toBe('Agra');
    expect(lookups.calls[0]?.params).toEqual({ pincode: '282001' });
    // Leaving the field after the Tab does not ask again.
    fireEvent.blur(pincode);
    expect(lookups.calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ pincode: '282001', state: 'Uttar Pradesh', city: 'Agra' });
  });

  it('looks the pincode up as its sixth digit is typed, with no Tab (a phone has none), and says nothing of Tab', async () => {
    const lookups = stubEndpoint(routes.pincodeLookup, agra);
    render(<Harness onValid={vi.fn()} />);
    const pincode = screen.getByLabelText('Pincode');
    expect(document.body.textContent).not.toMatch(/Tab/);
    fireEvent.change(pincode, { target: { value: '28200' } });
    expect(lookups.calls).toHaveLength(0);
    await act(async () => {
      fireEvent.change(pincode, { target: { value: '282001' } });
    });
    await waitFor(() => expect(value('City')).toBe('Agra'));
    expect(value('State')).toBe('Uttar Pradesh');
    expect(lookups.calls).toHaveLength(1);
  });

  it("says 'Please enter valid pincode' at the field, with aria, when the pincode has no post office; editing drops it", async () => {
    stubEndpoint(routes.pincodeLookup, [{ Status: 'Error', Message: 'No records found', PostOffice: null }]);
    render(<Harness onValid={vi.fn()} />);
    const pincode = screen.getByLabelText('Pincode');
    fireEvent.change(pincode, { target: { value: '999999' } });
    await act(async () => {
      fireEvent.blur(pincode);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(messages.general.pleaseEnterValidPincode);
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    expect(pincode.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    fireEvent.change(pincode, { target: { value: '99999' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Invalid pincode' for a malformed pincode without asking, and asks again for a pincode typed anew", async () => {
    const lookups = stubEndpoint(routes.pincodeLookup, agra);
    render(<Harness onValid={vi.fn()} />);
    const pincode = screen.getByLabelText('Pincode');
    fireEvent.change(pincode, { target: { value: '28200' } });
    await act(async () => {
      fireEvent.keyDown(pincode, { key: 'Tab' });
    });
    expect(screen.getByRole('alert').textContent).toBe(messages.general.invalidPincode);
    expect(lookups.calls).toHaveLength(0);

    fireEvent.change(pincode, { target: { value: '282001' } });
    await act(async () => {
      fireEvent.keyDown(pincode, { key: 'Tab' });
    });
    fireEvent.change(pincode, { target: { value: '28200' } });
    fireEvent.change(pincode, { target: { value: '282001' } });
    await act(async () => {
      fireEvent.keyDown(pincode, { key: 'Tab' });
    });
    expect(lookups.calls).toHaveLength(2);
  });
});
