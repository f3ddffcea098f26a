import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { AddressForm, emptyAddress, type AddressValues } from './address-form.tsx';

const agra: PincodeLookupResponse = [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [
      { Name: 'Agra Fort', Block: 'Agra', District: 'Agra', State: 'Uttar Pradesh', Country: 'India', Pincode: '282001', Latitude: null, Longitude: null },
      { Name: 'Rawatpara', Block: 'Agra', District: 'Agra City', State: 'Uttar Pradesh', Country: 'India', Pincode: '282001', Latitude: null, Longitude: null },
    ],
  },
];

function renderForm(onValid = vi.fn()) {
  function Harness() {
    const [values, setValues] = useState<AddressValues>(emptyAddress);
    return <AddressForm values={values} setValues={setValues} onValid={onValid} isSubmitting={false} submitLabel="Sign Up" />;
  }
  render(<Harness />);
  return onValid;
}

async function typePincodeAndTab(pincode: string) {
  const field = screen.getByLabelText('Pincode');
  fireEvent.change(field, { target: { value: pincode } });
  await act(async () => {
    fireEvent.keyDown(field, { key: 'Tab' });
  });
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('AddressForm pincode lookup (spec 5)', () => {
  it('pressing Tab in the pincode field fills state and city from the first post office', async () => {
    const lookups = stubEndpoint(routes.pincodeLookup, agra);
    renderForm();
    await typePincodeAndTab('282001');
    expect(value('State')).toBe('Uttar Pradesh');
    expect(value('City')).toBe('Agra');
    expect(lookups.calls.map((call) => call.params)).toEqual([{ pincode: '282001' }]);
    // Leaving the field after the Tab does not ask again.
    fireEvent.blur(screen.getByLabelText('Pincode'));
    expect(lookups.calls).toHaveLength(1);
  });

  it("says 'Please enter valid pincode' when the pincode has no post office", async () => {
    stubEndpoint(routes.pincodeLookup, [{ Status: 'Error', Message: 'No records found', PostOffice: null }]);
    renderForm();
    await typePincodeAndTab('999999');
    expect(screen.getByRole('alert').textContent).toBe(messages.general.pleaseEnterValidPincode);
    expect(value('State')).toBe('');
  });

  it("says 'Invalid pincode' when the check fails", async () => {
    stubEndpoint(routes.pincodeLookup, refuse(400, { code: 'VALIDATION', message: 'Enter valid pincode', requestId: 'r' }));
    renderForm();
    await typePincodeAndTab('282001');
    expect(screen.getByRole('alert').textContent).toBe(messages.general.invalidPincode);
  });

  it("says 'Invalid pincode' for a malformed pincode without asking the server", async () => {
    const lookups = stubEndpoint(routes.pincodeLookup, agra);
    renderForm();
    await typePincodeAndTab('28200');
    expect(screen.getByRole('alert').textContent).toBe(messages.general.invalidPincode);
    expect(lookups.calls).toHaveLength(0);
  });

  it('submits the filled address', async () => {
    stubEndpoint(routes.pincodeLookup, agra);
    const onValid = renderForm();
    await typePincodeAndTab('282001');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Fort Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onValid).toHaveBeenCalledWith({ areaPincode: '282001', state: 'Uttar Pradesh', city: 'Agra', address: '12 Fort Road' });
  });
});
