import type { Utype } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import type { MessageAction } from '../../../components/ui/dialog.tsx';
import { regenerateVerification } from '../api/regenerate-verification.ts';

type ShowMessage = (text: string, onClose?: () => void, action?: MessageAction) => void;

/**
 * The 'Send the link again' button of the dialogs that say an activation link was sent (sign-in
 * of an unverified account, sign-up over one, the database checker, forgot password). It calls
 * regenerate-verification-email; success says 'Verification email sent', and any failure (no
 * network, 4xx, 5xx, 429) says 'Error in sending regeneration link' (spec 8, Sign-up).
 */
export function resendLinkAction(utype: Utype, email: string, showMessage: ShowMessage): MessageAction {
  return {
    label: messages.accounts.resendLink,
    run: async () => {
      try {
        await regenerateVerification(utype, email);
        showMessage(messages.signUp.verificationSent);
      } catch {
        showMessage(messages.signUp.regenerationFailed);
      }
    },
  };
}
