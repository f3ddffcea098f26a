import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminSessionTexts } from '../texts.ts';
import { AdminSignInForm } from './admin-sign-in-form.tsx';

function renderForm() {
  return renderPage(<AdminSignInForm />, { path: '/admin/signin', otherPaths: ['/admin'] });
}

async function submit(email = 'ops@example.com', password = 'a-long-admin-password') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
}

describe('AdminSignInForm', () => {
  it('signs an admin in through /v3/api/sign_in/admin/, stores the session and opens /admin', async () => {
    const signIn = stubEndpoint(routes.signIn, makeAuthRecord('Admin'));
    renderForm();
    await submit();
    expect(await screen.findByRole('heading', { name: '/admin' })).toBeTruthy();
    expect(signIn.calls).toHaveLength(1);
    expect(signIn.calls[0]?.params.utype).toBe('admin');
    expect(signIn.calls[0]?.json).toEqual({ email: 'ops@example.com', password: 'a-long-admin-password' });
    expect(browserStorage.getAuth()?.account_type).toBe('Admin');
  });

  it("keeps the first admin's must-change-password marker in the session, so the console asks for a new password", async () => {
    stubEndpoint(routes.signIn, { ...makeAuthRecord('Admin'), must_change_password: true });
    renderForm();
    await submit();
    expect(await screen.findByRole('heading', { name: '/admin' })).toBeTruthy();
    expect(browserStorage.getAuth()?.must_change_password).toBe(true);
  });

  it('keeps a non-admin answer out of the session', async () => {
    browserStorage.setAuth(null);
    stubEndpoint(routes.signIn, makeAuthRecord('Kabadi'));
    renderForm();
    await submit();
    expect(await screen.findByText(adminSessionTexts.notAnAdmin)).toBeTruthy();
    expect(browserStorage.getAuth()).toBeNull();
  });

  it("tells a wrong password (a 200 { msg }) in the spec's words, stays on the page and stores nothing", async () => {
    browserStorage.setAuth(null);
    stubEndpoint(routes.signIn, { msg: messages.signIn.incorrectPasswordMsg });
    renderForm();
    await submit();
    expect(await screen.findByText(messages.signIn.invalidCredentials)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '/admin' })).toBeNull();
    expect(browserStorage.getAuth()).toBeNull();
  });

  it("tells an unknown admin as a wrong pair, and any error status as 'Login Error!!'", async () => {
    stubEndpoint(routes.signIn, { msg: messages.signIn.accountDoesNotExistMsg });
    const { unmount } = renderForm();
    await submit();
    expect(await screen.findByText(messages.signIn.invalidCredentials)).toBeTruthy();
    unmount();
    stubEndpoint(routes.signIn, refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }));
    renderForm();
    await submit();
    expect(await screen.findByText(messages.signIn.loginError)).toBeTruthy();
  });
});
