import { afterEach, describe, expect, it } from 'vitest';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { messages } from '@kt/contract/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { isPasswordChangeRequired } from '../hooks/use-password-change-watch.ts';
import { AdminSignInRefused, describeAdminSignInFailure } from './admin-sign-in.ts';

/* The server's texts stay English (the spec's client branches on them); a Hindi page still recognises them (issue 29). */

afterEach(backToEnglish);

describe('the console on a Hindi page', () => {
  it("tells the server's English 'Account Does Not Exist.' and 'Incorrect password' as a wrong pair, in Hindi", async () => {
    await inLanguage('hi');
    const wrongPair = messages.signIn.invalidCredentials;
    expect(wrongPair).toBe('साइन इन की जानकारी गलत है।');
    expect(describeAdminSignInFailure(new AdminSignInRefused('Account Does Not Exist.'))).toBe(wrongPair);
    expect(describeAdminSignInFailure(new AdminSignInRefused('Incorrect password'))).toBe(wrongPair);
    expect(describeAdminSignInFailure(new AdminSignInRefused('Something else'))).toBe(messages.signIn.loginError);
  });

  it("recognises the server's English 'change your password first' refusal", async () => {
    await inLanguage('hi');
    const english = 'Choose a new password first: the admin console opens once it is changed.';
    expect(isPasswordChangeRequired(new ApiError(403, 'FORBIDDEN', english))).toBe(true);
    expect(isPasswordChangeRequired(new ApiError(403, 'FORBIDDEN', consoleMessages.passwordChangeRequired))).toBe(true);
    expect(isPasswordChangeRequired(new ApiError(403, 'FORBIDDEN', 'Forbidden'))).toBe(false);
  });
});
