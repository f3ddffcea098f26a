import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { AddressSummary } from './address-summary.tsx';

const address: CustomerAddress = {
  id: 11,
  user_id: 7,
  user_type: 'Personal',
  KT_ID: 'KTC000007',
  name: 'Asha',
  phone_number: '9876543210',
  address: '11 Fort Road',
  address_area: 'Rawatpara',
  landmark: 'Near the fort',
  city: 'Agra',
  state: 'Uttar Pradesh',
  pincode: '282001',
  default: 'default',
};

function renderSummary() {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  return renderPage(<AddressSummary userId={7} managePath="/sell/user/address" />, { path: '/address' });
}

describe('AddressSummary (the /address stub)', () => {
  it("lists the customer's addresses from get-address/{id} with a link to manage them", async () => {
    const addresses = stubEndpoint(routes.addressesById, [address]);
    renderSummary();
    expect(await screen.findByText('11 Fort Road, Rawatpara, Near the fort, Agra, Uttar Pradesh, 282001')).toBeTruthy();
    expect(screen.getByText('default')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage my addresses' }).getAttribute('href')).toBe('/sell/user/address');
    expect(addresses.calls.map((call) => call.params)).toEqual([{ id: '7' }]);
  });

  it('says there are none yet, with the same link', async () => {
    stubEndpoint(routes.addressesById, []);
    renderSummary();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage my addresses' })).toBeTruthy();
  });
});
