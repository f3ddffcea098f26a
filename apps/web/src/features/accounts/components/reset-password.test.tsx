import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { ResetPassword } from './reset-password.tsx';

const pagePath = '/v3/api/password-reset-confirm/:utype/:uid/:token/Frontend';
const pageUrl = '/v3/api/password-reset-confirm/customer/7/Qm9zZ1VwS2VlcHNUaGlzU2VjcmV0VG9rZW5MaWtlVGhpcw/Frontend';

async function submit(password: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('ResetPassword', () => {
  it('shows the server\'s too-common message at the form and lets the person try another password with the same link', async () => {
    const resets = stubEndpoint(
      routes.passwordResetCompletion,
      refuse(400, { code: 'VALIDATION', message: 'The request is not valid.', requestId: 'r', fields: { password: [messages.accounts.passwordTooCommon] } }),
    );
    renderPage(<ResetPassword />, { path: pagePath, url: pageUrl });
    await submit('password123');
    expect(await screen.findByText(messages.accounts.passwordTooCommon)).toBeTruthy();
    expect(screen.queryByText(messages.password.resetInvalid)).toBeNull();
    expect(resets.calls).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Reset Link is invalid' when the server refuses the link", async () => {
    stubEndpoint(routes.passwordResetCompletion, refuse(400, { msg: messages.password.resetInvalid }));
    renderPage(<ResetPassword />, { path: pagePath, url: pageUrl });
    await submit('Green-Earth-42');
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.password.resetInvalid);
  });
});
