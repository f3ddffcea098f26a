import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { VerifyEmail } from './verify-email.tsx';

const path = '/v3/api/email-verify/:utype/Frontend';

describe('VerifyEmail', () => {
  it("calls the one-time link once under StrictMode, showing 'Loading..' and then the outcome", async () => {
    const verifications = stubEndpoint(routes.emailVerify, { msg: 'Email verified' });
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/customer/Frontend/?token=once-only', isStrict: true });
    expect(screen.getByRole('status').textContent).toBe('Loading..');
    expect(await screen.findByText(messages.password.verified)).toBeTruthy();
    expect(verifications.calls).toHaveLength(1);
    expect(verifications.calls[0]?.params).toEqual({ utype: 'customer' });
    expect(verifications.calls[0]?.query.get('token')).toBe('once-only');
    expect(screen.getByRole('link', { name: 'Signin' }).getAttribute('href')).toBe('/signin');
  });

  it('does not call again when the page is shown a second time for the same link', async () => {
    const verifications = stubEndpoint(routes.emailVerify, { msg: 'Email verified' });
    const first = renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/dealer/Frontend/?token=twice' });
    await screen.findByText(messages.password.verified);
    first.unmount();
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/dealer/Frontend/?token=twice' });
    await screen.findByText(messages.password.verified);
    expect(verifications.calls).toHaveLength(1);
  });

  it("shows 'Email activation Link expired' when the server refuses the link", async () => {
    stubEndpoint(routes.emailVerify, refuse(400, { msg: 'Email activation Link expired' }));
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/customer/Frontend/?token=old' });
    expect(await screen.findByText(messages.password.activationExpired)).toBeTruthy();
  });

  it('does not call the server for a link without a token', () => {
    const verifications = stubEndpoint(routes.emailVerify, { msg: 'Email verified' });
    renderPage(<VerifyEmail />, { path, url: '/v3/api/email-verify/customer/Frontend/' });
    expect(screen.getByRole('status').textContent).toBe(messages.password.activationExpired);
    expect(verifications.calls).toHaveLength(0);
  });
});
