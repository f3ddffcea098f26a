import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { renderPage, stubFetch } from '../../../test-render.tsx';
import { VerifyEmail } from './verify-email.tsx';

const path = '/v3/api/email-verify/:utype/Frontend';

describe('VerifyEmail', () => {
  it("calls the one-time link once under StrictMode, showing 'Loading..' and then the outcome", async () => {
    const fetchMock = stubFetch(() => ({ body: { msg: 'Email verified' } }));
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/customer/Frontend/?token=once-only', isStrict: true });
    expect(screen.getByRole('status').textContent).toBe('Loading..');
    expect(await screen.findByText(messages.password.verified)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v3/api/email-verify/customer/?token=once-only');
    expect(screen.getByRole('link', { name: 'Signin' }).getAttribute('href')).toBe('/signin');
  });

  it('does not call again when the page is shown a second time for the same link', async () => {
    const fetchMock = stubFetch(() => ({ body: { msg: 'Email verified' } }));
    const first = renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/dealer/Frontend/?token=twice' });
    await screen.findByText(messages.password.verified);
    first.unmount();
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/dealer/Frontend/?token=twice' });
    await screen.findByText(messages.password.verified);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows 'Email activation Link expired' when the server refuses the link", async () => {
    stubFetch(() => ({ status: 400, body: { msg: 'Email activation Link expired' } }));
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/customer/Frontend/?token=old' });
    expect(await screen.findByText(messages.password.activationExpired)).toBeTruthy();
  });

  it('does not call the server for a link without a token', () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/customer/Frontend/' });
    expect(screen.getByRole('status').textContent).toBe(messages.password.activationExpired);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
