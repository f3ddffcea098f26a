import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { messages } from '@kt/contract/messages';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminSessionTexts } from '../texts.ts';
import { AdminPasswordForm } from './admin-password-form.tsx';

const texts = adminSessionTexts.passwordChange;

function renderForm() {
  browserStorage.setAuth({ ...makeAuthRecord('Admin'), must_change_password: true });
  return renderPage(<AdminPasswordForm />, { path: '/admin' });
}

async function submit(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText(texts.current), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(texts.next), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(texts.confirm), { target: { value: confirm } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
  });
}

describe('AdminPasswordForm', () => {
  it('refuses a new password under 12 characters and two that differ, without asking the server', async () => {
    const passwordChange = stubEndpoint(adminRoutes.adminPassword, refuse(500));
    renderForm();
    await submit('generated-first-password', 'Short-Pw-1');
    expect(screen.getByText(consoleMessages.adminPasswordTooShort)).toBeTruthy();
    await submit('generated-first-password', 'Saffron-Lantern-Orbit-93', 'Saffron-Lantern-Orbit-94');
    expect(screen.getByText(texts.mismatch)).toBeTruthy();
    expect(passwordChange.calls).toHaveLength(0);
    expect(browserStorage.getAuth()?.must_change_password).toBe(true);
  });

  it("shows the server's refusal next to its field: a wrong current password, a common new one", async () => {
    let answer = { current_password: [consoleMessages.currentPasswordWrong] } as Record<string, string[]>;
    stubEndpoint(adminRoutes.adminPassword, () => refuse(400, { code: 'VALIDATION', message: consoleMessages.passwordChangeInvalid, requestId: 'r', fields: answer }));
    renderForm();
    await submit('not-the-password', 'Saffron-Lantern-Orbit-93');
    expect(await screen.findByText(consoleMessages.currentPasswordWrong)).toBeTruthy();
    expect(screen.getByLabelText(texts.current).getAttribute('aria-invalid')).toBe('true');

    answer = { new_password: [messages.accounts.passwordTooCommon] };
    await submit('generated-first-password', 'Password@1234');
    expect(await screen.findByText(messages.accounts.passwordTooCommon)).toBeTruthy();
    expect(screen.queryByText(consoleMessages.currentPasswordWrong)).toBeNull();
    expect(browserStorage.getAuth()?.must_change_password).toBe(true);
  });
});
