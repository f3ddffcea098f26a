import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage, sentJson, stubFetch } from '../../../test-render.tsx';
import { ProfileEdit } from './profile-edit.tsx';
import { profilePicRule, ProfileView } from './profile-view.tsx';

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
    const fetchMock = stubFetch(() => ({ body: profile }));
    renderView();
    expect(await screen.findByText('KTC000007')).toBeTruthy();
    for (const text of ['Asha', 'asha@example.com', '9876543210', 'Personal']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No profile picture yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/sell/user/profile/profileedit');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v3/api/view-profile/customer/7');
  });

  it('refuses a picture over 200 KB or of another type without uploading it', async () => {
    const fetchMock = stubFetch(() => ({ body: profile }));
    renderView();
    const input = await screen.findByLabelText('Change picture');
    const big = new File([new Uint8Array(204_801)], 'big.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    for (const file of [big, gif]) fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getAllByText(profilePicRule, { selector: '.toast span' })).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uploads an accepted picture as multipart ProfilePic and shows it', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/v3/api/update-profilepic/')
        ? { body: { msg: 'ok', ProfilePic: '/media/pic.webp' } }
        : { body: profile },
    );
    renderView();
    const input = await screen.findByLabelText('Change picture');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(1000)], 'me.webp', { type: 'image/webp' })] } });
    });
    expect(await screen.findByText(messages.profile.picChanged, { selector: '.toast span' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/v3/api/update-profilepic/customer/7/');
    expect((init?.body as FormData).get('ProfilePic')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Profile picture of Asha' }).getAttribute('src')).toBe('/media/pic.webp');
  });
});

describe('ProfileView of a dealer', () => {
  it("links the dealer's QR code page", async () => {
    stubFetch(() => ({ body: { ...profile, KT_ID: 'KTD000007', account_type: 'Kabadi', account_category: 'dealer' } }));
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    renderPage(<ProfileView editPath="/dealer/profile/profileedit" qrPath="/dealer/profile/qr" />, { path: '/dealer/profile' });
    const link = await screen.findByRole('link', { name: messages.qr.profileLink });
    expect(link.getAttribute('href')).toBe('/dealer/profile/qr');
  });
});

describe('ProfileEdit', () => {
  function renderEdit() {
    browserStorage.setAuth(makeAuthRecord('Collector'));
    // The toasts outlive the page, which navigates away on success.
    render(<Toaster />);
    return renderPage(<ProfileEdit profilePath="/dealer/profile" />, {
      path: '/dealer/profile/profileedit',
      otherPaths: ['/dealer/profile'],
    });
  }

  it('keeps name and e-mail read-only and checks the mobile number', async () => {
    const fetchMock = stubFetch(() => ({ body: { ...profile, account_type: 'Collector', account_category: 'dealer' } }));
    renderEdit();
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(messages.general.phone, { selector: '.field__error' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('update-attrs'))).toHaveLength(0);
  });

  it("saves a dealer's new mobile number with Did and says 'Profile Updated'", async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('update-attrs') ? { body: { msg: 'Profile Updated' } } : { body: { ...profile, account_type: 'Collector' } },
    );
    const { router } = renderEdit();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9000000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.updated, { selector: '.toast span' })).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => url === '/v3/api/update-attrs/dealer/');
    expect(sentJson(update?.[1])).toEqual({ Did: 7, mobile_number: '9000000001', account_type: 'Collector' });
    expect(browserStorage.getAuth()?.mobile_number).toBe('9000000001');
    expect(router.state.location.pathname).toBe('/dealer/profile');
  });

  it("says 'Profile not updated' when the server refuses", async () => {
    stubFetch((url) => (url.includes('update-attrs') ? { status: 400, body: { msg: 'no' } } : { body: profile }));
    renderEdit();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9000000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(messages.profile.notUpdated, { selector: '.toast span' })).toBeTruthy();
  });
});
