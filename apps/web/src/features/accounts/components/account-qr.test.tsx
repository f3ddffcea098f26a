import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountType } from '@kt/contract/accounts/account-types';
import type { Profile } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { AccountQr, qrDownloadUrl } from './account-qr.tsx';

const customerQr = 'http://localhost:3000/v3/api/qr/customer/KTC000007.png';
const dealerQr = 'http://localhost:3000/v3/api/qr/dealer/7.png';

function profileOf(accountType: AccountType): Profile {
  const record = makeAuthRecord(accountType);
  const isDealer = record.account_category === 'dealer';
  return {
    id: record.id,
    KT_ID: record.KT_ID,
    email: record.email,
    mobile_number: record.mobile_number,
    account_type: accountType,
    account_category: isDealer ? 'dealer' : 'customer',
    username: record.username,
    ProfilePic: null,
    qrCode: isDealer ? dealerQr : customerQr,
  };
}

function renderQr(accountType: AccountType, path: string) {
  browserStorage.setAuth(makeAuthRecord(accountType));
  return renderPage(<AccountQr />, { path });
}

describe('AccountQr', () => {
  it("shows a customer the server's picture of the KT ID, says what it is for, and offers it as a download", async () => {
    const profiles = stubEndpoint(routes.customerViewProfile, profileOf('Personal'));
    renderQr('Personal', '/sell/user/qr');
    const image = await screen.findByRole('img', { name: messages.qr.customerAlt });
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([customerQr, '240', '240']);
    expect(screen.getByText(messages.qr.customerPurpose)).toBeTruthy();
    expect(screen.getByText('KTC000007')).toBeTruthy();
    const download = screen.getByRole('link', { name: messages.qr.download });
    expect(download.getAttribute('href')).toBe(`${customerQr}?download=1`);
    expect(download.getAttribute('download')).toBe('KTC000007-qr.png');
    expect(profiles.calls.map((call) => call.params)).toEqual([{ refreshOrId: '7' }]);
  });

  it("shows a dealer the server's picture of the marketplace page, says what it is for, and offers it as a download", async () => {
    const profiles = stubEndpoint(routes.dealerViewProfile, profileOf('Kabadi'));
    renderQr('Kabadi', '/dealer/profile/qr');
    const image = await screen.findByRole('img', { name: messages.qr.dealerAlt });
    expect(image.getAttribute('src')).toBe(dealerQr);
    expect(screen.getByText(messages.qr.dealerPurpose)).toBeTruthy();
    const download = screen.getByRole('link', { name: messages.qr.download });
    expect(download.getAttribute('href')).toBe(`${dealerQr}?download=1`);
    expect(download.getAttribute('download')).toBe('KTD000007-qr.png');
    expect(profiles.calls.map((call) => call.params)).toEqual([{ refreshOrId: '7' }]);
  });

  it('shows a skeleton while the profile loads', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubEndpoint(routes.customerViewProfile, async () => {
      await held;
      return profileOf('Organization');
    });
    renderQr('Organization', '/sell/user/qr');
    expect(screen.getByRole('img', { name: messages.qr.loading }).closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: messages.qr.download })).toBeNull();
    await act(async () => answer());
    expect(await screen.findByRole('img', { name: messages.qr.customerAlt })).toBeTruthy();
  });

  it('says loading failed and loads the profile again on Try again', async () => {
    const profiles = stubEndpoint(routes.dealerViewProfile, profileOf('Collector'));
    stubEndpoint(routes.dealerViewProfile, refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }), { once: true });
    renderQr('Collector', '/dealer/profile/qr');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.general.loadFailed);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('img', { name: messages.qr.dealerAlt })).toBeTruthy();
    expect(profiles.calls).toHaveLength(2);
  });

  it('offers the same retry when the picture itself cannot be loaded', async () => {
    stubEndpoint(routes.customerViewProfile, profileOf('Personal'));
    renderQr('Personal', '/sell/user/qr');
    fireEvent.error(await screen.findByRole('img', { name: messages.qr.customerAlt }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.general.loadFailed);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('img', { name: messages.qr.customerAlt })).toBeTruthy();
  });

  it('adds download=1 to the picture URL, after any query it already has', () => {
    expect(qrDownloadUrl(dealerQr)).toBe(`${dealerQr}?download=1`);
    expect(qrDownloadUrl(`${dealerQr}?v=2`)).toBe(`${dealerQr}?v=2&download=1`);
  });
});
