import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Utype } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { MessageAction } from '../../../components/ui/dialog.tsx';
import { checkAccount } from '../api/check-account.ts';
import { resendLinkAction } from './resend-link-action.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/**
 * The database check before a sign-up goes on (spec 8, 'Sign-up'): a verified account is sent
 * to sign in, an unverified one is told to verify (the server has re-sent the link), and only
 * a new e-mail goes on. The unverified message offers to send the link again.
 */
export function useAccountCheck(utype: Utype, showMessage: (text: string, onClose?: () => void, action?: MessageAction) => void) {
  const navigate = useNavigate();
  const [isChecking, setIsChecking] = useState(false);

  async function checkAccountThen(email: string, goOn: () => void | Promise<void>) {
    setIsChecking(true);
    try {
      const status = await checkAccount(utype, email);
      if (status === 'verified') showMessage(messages.signUp.verifiedExists, () => void navigate(paths.signIn));
      else if (status === 'unverified') showMessage(messages.signUp.checkerVerifyFirst, undefined, resendLinkAction(utype, email, showMessage));
      else await goOn();
    } catch (error) {
      showMessage(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);
    } finally {
      setIsChecking(false);
    }
  }

  return { checkAccountThen, isChecking };
}
