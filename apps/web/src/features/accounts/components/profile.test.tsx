import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { accountTexts } from '../texts.ts';
import { dealerQtyTexts } from '../dealer-qty.ts';
import { ProfileEdit } from './profile-edit.tsx';
import { profilePicRule, ProfileView } from './profile-view.tsx';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';
import { weightsMessages } from '@kt/contract/orders/weights-messages';

const profile: Profile = {
  id: 7,
  KT_ID: 'KTC000007',
  email: 'asha@example.com',
  mobile_number: '9876543210',
  account_type: 'Personal',
  account_category: 'customer',
  username: 'Asha',
  ProfilePic: null,
  qrCode: 'KTC000007',
};
const dealerProfile: Profile = { ...profile, KT_ID: 'KTD000007', account_type: 'Collector', account_category: 'dealer', min_qty: '5.00', qty: '500.00' };

/** The fields of a multipart body, as strings. */
function sentForm(form: FormData | undefined): Record<string, string> {
  expect(form).toBeInstanceOf(FormData);
  return Object.fromEntries([...(form as FormData).entries()].map(([name, value]) => [name, String(value)]));
}

function renderView() {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  return renderPage(
    <>
      <ProfileView editPath="/sell/user/profile/profileedit" qrPath="/sell/user/qr" />
      <Toaster />
    </>,
    { path: '/sell/user/profile' },
  );
}

describe('ProfileView', () => {
  it('shows the account from view-profile with a placeholder picture, an edit link and Logout', async () => {
    const profiles = stubEndpoint(routes.customerViewProfile, profile);
    renderView();
    expect(await screen.findByText('KTC000007')).toBeTruthy();
    for (const text of ['Asha', 'asha@example.com', '9876543210', 'Personal']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(dealerQtyTexts.rangeLabel)).toBeNull();
    expect(screen.getByRole('img', { name: 'No profile picture yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/sell/user/profile/profileedit');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(profiles.calls.map((call) => call.params)).toEqual([{ refreshOrId: '7' }]);
  });

  it('refuses a picture over 200 KB or of another type without uploading it', async () => {
    const profiles = stubEndpoint(routes.customerViewProfile, profile);
    const uploads = stubEndpoint(routes.customerUpdateProfilePic, { msg: 'ok', ProfilePic: '/media/pic.webp' });
    renderView();
    const input = await screen.findByLabelText('Change picture');
    const big = new File([new Uint8Array(204_801)], 'big.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    for (const file of [big, gif]) fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getAllByText(profilePicRule(), { selector: '.toast span' })).toHaveLength(2);
    expect(profiles.calls).toHaveLength(1);
    expect(uploads.calls).toHaveLength(0);
  });

  it('uploads an accepted picture as multipart ProfilePic and shows it', async () => {
    stubEndpoint(routes.customerViewProfile, profile);
    const uploads = stubEndpoint(routes.customerUpdateProfilePic, { msg: 'ok', ProfilePic: '/media/pic.webp' });
    renderView();
    const input = await screen.findByLabelText('Change picture');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(1000)], 'me.webp', { type: 'image/webp' })] } });
    });
    expect(await screen.findByText(messages.profile.picChanged, { selector: '.toast span' })).toBeTruthy();
    const [upload] = uploads.calls;
    expect(upload?.params).toEqual({ id: '7' });
    expect(upload?.form?.get('ProfilePic')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Profile picture of Asha' }).getAttribute('src')).toBe('/media/pic.webp');
  });
});

describe('ProfileView of a dealer', () => {
  it('shows the quantity range of a pickup', async () => {
    stubEndpoint(routes.dealerViewProfile, { ...dealerProfile, min_qty: '5.00', qty: '1500.50' });
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(<ProfileView editPath="/dealer/profile/profileedit" qrPath="/dealer/profile/qr" />, { path: '/dealer/profile' });
    const label = await screen.findByText(dealerQtyTexts.rangeLabel, { selector: 'dt' });
    expect(label.nextElementSibling?.textContent).toBe('5 kg to 1,500.5 kg');
  });

  it("links the dealer's QR code page", async () => {
    stubEndpoint(routes.dealerViewProfile, { ...profile, KT_ID: 'KTD000007', account_type: 'Kabadi', account_category: 'dealer' });
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(<ProfileView editPath="/dealer/profile/profileedit" qrPath="/dealer/profile/qr" />, { path: '/dealer/profile' });
    const link = await screen.findByRole('link', { name: messages.qr.profileLink });
    expect(link.getAttribute('href')).toBe('/dealer/profile/qr');
  });
});

describe('ProfileEdit', () => {
  function renderEdit(accountType: 'Collector' | 'Personal' = 'Collector') {
    browserStorage.setAuth(makeAuthRecord(accountType));
    // The toasts outlive the page, which navigates away on success.
    render(<Toaster />);
    const profilePath = accountType === 'Personal' ? '/sell/user/profile' : '/dealer/profile';
    return renderPage(<ProfileEdit profilePath={profilePath} />, {
      path: `${profilePath}/profileedit`,
      otherPaths: [profilePath],
    });
  }
  /** The dealer's profile, and their updates answered with `update`. */
  function stubDealer(update: Reply<typeof routes.dealerUpdateAttrs> = { msg: 'Profile Updated' }) {
    stubEndpoint(routes.dealerViewProfile, dealerProfile);
    return stubEndpoint(routes.dealerUpdateAttrs, update);
  }

  it('keeps name and e-mail read-only and checks the mobile number', async () => {
    const updates = stubDealer();
    renderEdit();
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(messages.general.phone, { selector: '.field__error' })).toBeTruthy();
    expect(updates.calls).toHaveLength(0);
  });

  it("prefills a dealer's quantity range and sends it with the mobile number as multipart, then says 'Profile Updated'", async () => {
    const updates = stubDealer();
    const { router } = renderEdit();
    const min = screen.getByLabelText(dealerQtyTexts.minLabel) as HTMLInputElement;
    const max = screen.getByLabelText(dealerQtyTexts.maxLabel) as HTMLInputElement;
    await waitFor(() => expect([min.value, max.value]).toEqual(['5', '500']));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9000000001' } });
    fireEvent.change(min, { target: { value: '10.5' } });
    fireEvent.change(max, { target: { value: '750' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.updated, { selector: '.toast span' })).toBeTruthy();
    expect(updates.calls).toHaveLength(1);
    // Issue 28: the UPI ID field goes too ('' for none saved).
    expect(sentForm(updates.calls[0]?.form)).toEqual({ Did: '7', mobile_number: '9000000001', account_type: 'Collector', min_qty: '10.5', qty: '750', upi_vpa: '' });
    expect(browserStorage.getAuth()?.mobile_number).toBe('9000000001');
    expect(router.state.location.pathname).toBe('/dealer/profile');
  });

  it("sends a dealer's unchanged range along with a new mobile number", async () => {
    const updates = stubDealer();
    renderEdit();
    await waitFor(() => expect((screen.getByLabelText(dealerQtyTexts.maxLabel) as HTMLInputElement).value).toBe('500'));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9000000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.updated, { selector: '.toast span' })).toBeTruthy();
    expect(sentForm(updates.calls[0]?.form)).toMatchObject({ min_qty: '5', qty: '500' });
  });

  it.each([
    ['a maximum below the minimum', '50', '20', 'qty'],
    ['a minimum of 0', '0', '20', 'min_qty'],
    ['three decimals', '5.125', '20', 'min_qty'],
    ['a minimum without a maximum', '5', '', 'qty'],
  ])('refuses %s in the browser with the range text', async (_name, minValue, maxValue, field) => {
    const updates = stubDealer();
    renderEdit();
    await waitFor(() => expect((screen.getByLabelText(dealerQtyTexts.minLabel) as HTMLInputElement).value).toBe('5'));
    fireEvent.change(screen.getByLabelText(dealerQtyTexts.minLabel), { target: { value: minValue } });
    fireEvent.change(screen.getByLabelText(dealerQtyTexts.maxLabel), { target: { value: maxValue } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const label = field === 'qty' ? dealerQtyTexts.maxLabel : dealerQtyTexts.minLabel;
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(dealerAreaMessages.qtyInvalid, { selector: '.field__error' })).toBeTruthy();
    expect(updates.calls).toHaveLength(0);
  });

  it("says 'Profile not updated' when the server refuses", async () => {
    stubDealer(refuse(400, { msg: 'no' }));
    renderEdit();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9000000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.notUpdated, { selector: '.toast span' })).toBeTruthy();
  });

  it("shows the server's quantity error at its field besides 'Profile not updated', keeping the input", async () => {
    const refusal = refuse(400, { code: 'VALIDATION', message: 'Invalid request', requestId: 'r', fields: { qty: [dealerAreaMessages.qtyInvalid] } });
    stubDealer(refusal);
    renderEdit();
    await waitFor(() => expect((screen.getByLabelText(dealerQtyTexts.maxLabel) as HTMLInputElement).value).toBe('500'));
    fireEvent.change(screen.getByLabelText(dealerQtyTexts.maxLabel), { target: { value: '600' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.notUpdated, { selector: '.toast span' })).toBeTruthy();
    expect(screen.getByText(dealerAreaMessages.qtyInvalid, { selector: '.field__error' })).toBeTruthy();
    expect((screen.getByLabelText(dealerQtyTexts.maxLabel) as HTMLInputElement).value).toBe('600');
  });

  it('shows a customer no quantity fields and sends the mobile number as before', async () => {
    stubEndpoint(routes.customerViewProfile, profile);
    const updates = stubEndpoint(routes.customerUpdateAttrs, { msg: 'Profile Updated' });
    renderEdit('Personal');
    expect(await screen.findByDisplayValue('9876543210')).toBeTruthy();
    expect(screen.queryByLabelText(dealerQtyTexts.minLabel)).toBeNull();
    expect(screen.queryByLabelText(dealerQtyTexts.maxLabel)).toBeNull();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9000000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.updated, { selector: '.toast span' })).toBeTruthy();
    expect(updates.calls).toHaveLength(1);
    expect(updates.calls[0]?.json).toEqual({ Cid: 7, mobile_number: '9000000001', account_type: 'Personal', account_category: 'customer', upi_vpa: '' });
  });

  it('saves a UPI ID checked by the contract pattern (issue 28)', async () => {
    stubEndpoint(routes.customerViewProfile, profile);
    const updates = stubEndpoint(routes.customerUpdateAttrs, { msg: 'Profile Updated' });
    renderEdit('Personal');
    expect(await screen.findByDisplayValue('9876543210')).toBeTruthy();
    const upi = screen.getByLabelText(accountTexts.upiVpa);
    fireEvent.change(upi, { target: { value: 'asha devi@okaxis' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(weightsMessages.vpaInvalid)).toBeTruthy();
    expect(updates.calls).toHaveLength(0);
    fireEvent.change(upi, { target: { value: 'asha.devi@okaxis' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.updated, { selector: '.toast span' })).toBeTruthy();
    expect(updates.calls[0]?.json).toMatchObject({ upi_vpa: 'asha.devi@okaxis' });
  });
});
