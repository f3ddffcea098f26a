import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ZEmailOnlyRequest } from '@kt/contract/accounts/email-flows';
import type { Utype } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { EmailField } from '../../../components/form/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { tabPanelProps } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkAccount } from '../api/check-account.ts';
import { requestPasswordReset } from '../api/password-reset.ts';
import { resendLinkAction } from './resend-link-action.ts';
import { UtypeTabs } from './utype-tabs.tsx';
import { accountTexts } from '../texts.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/** The steps' names, read when drawn (the page's language). */
const steps = () => [accountTexts.forgotSteps.email, accountTexts.forgotSteps.checkMail] as const;

/** A rate limit or a lost connection says so; anything else means the e-mail is not known here. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.code === 'NETWORK')) return localizeEnglish(error.message);
  return messages.password.emailNotRegistered;
}

/**
 * Forgot password (spec 2.4), two steps: 1 Customer or Dealer and the e-mail; the database
 * checker decides (spec 8), and a verified account gets the reset e-mail; 2 'check your mail'.
 */
export function ForgotPassword() {
  const idPrefix = useId();
  const { dialog, showMessage } = useMessageDialog(accountTexts.forgotPassword);
  const [step, setStep] = useState(1);
  const [utype, setUtype] = useState<Utype>('customer');
  const form = useKitForm(ZEmailOnlyRequest, {
    defaultValues: { email: '' },
    errorsAt: 'alert',
    invalidMessage: messages.password.emailNotRegistered,
  });

  async function requestReset({ email }: { email: string }) {
    try {
      const status = await checkAccount(utype, email);
      if (status === 'verified') {
        await requestPasswordReset(utype, email);
        setStep(2);
      } else if (status === 'unverified') {
        showMessage(messages.password.resetVerifyFirst, undefined, resendLinkAction(utype, email, showMessage));
      } else {
        showMessage(messages.password.emailNotRegistered);
      }
    } catch (error) {
      showMessage(failureText(error));
    }
  }

  return (
    <>
      <Stepper steps={steps()} current={step} />
      {step === 1 ? (
        <>
          <UtypeTabs value={utype} onChange={setUtype} idPrefix={idPrefix} />
          <KitForm form={form} onValid={requestReset} {...tabPanelProps(idPrefix, utype)}>
            <EmailField name="email" label={accountTexts.email} required />
            <FormMessage />
            <div className="form__actions">
              <SubmitButton>{accountTexts.sendEmail}</SubmitButton>
            </div>
          </KitForm>
        </>
      ) : (
        <div className="form">
          <p className="notice" role="status">
            {messages.password.resetMailSent}
          </p>
          <div className="form__actions">
            <Link to={paths.signIn} className="btn btn--primary">
              {accountTexts.signIn}
            </Link>
          </div>
        </div>
      )}
      {dialog}
    </>
  );
}
