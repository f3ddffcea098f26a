import { useEffect, useState, type ReactNode } from 'react';
import type { OtpRequest } from '@kt/contract/phone/phone-fields';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { formatIndianMobile } from '../../../lib/mobile-number.ts';
import { describePhoneRefusal, requestOtp } from '../api/request-otp.ts';
import { useResendCountdown } from '../hooks/use-resend-countdown.ts';
import { ZCodeForm } from '../mobile-fields.ts';
import { accountTexts } from '../texts.ts';
import { OtpCodeField } from './otp-code-field.tsx';
import '../mobile.css';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

const texts = accountTexts.mobile;

type Props = {
  /** The request that sent the code: 'Resend code' sends it again. */
  request: OtpRequest;
  /** What the server said when it sent the code. */
  sentMessage: string;
  submitLabel: string;
  /** Signs in or up with the code; a refusal it throws is shown at the code or in the form's alert. */
  onCode: (code: string) => Promise<void>;
  /** Beside the submit button: Back, or Change number. */
  secondaryAction?: ReactNode;
};

/**
 * The code step of a mobile sign-in or sign-up: the server's word that the code was sent, the
 * 6-digit code, and 'Resend code' once the server allows another (30 s, counted down).
 */
export function OtpCodeForm({ request, sentMessage, submitLabel, onCode, secondaryAction }: Props) {
  const form = useKitForm(ZCodeForm, { defaultValues: { code: '' } });
  const [message, setMessage] = useState(sentMessage);
  const [isResending, setIsResending] = useState(false);
  const { remaining, restart } = useResendCountdown();
  const { setFocus, setFormMessage, showRefusal } = form;

  // The code is what the person types next (an SMS autofill offers it there).
  useEffect(() => setFocus('code'), [setFocus]);

  async function resend() {
    setIsResending(true);
    setFormMessage(null);
    try {
      const answer = await requestOtp(request);
      setMessage(localizeEnglish(answer.msg));
      restart();
    } catch (error) {
      setFormMessage(describePhoneRefusal(error));
    } finally {
      setIsResending(false);
    }
  }

  async function submit({ code }: { code: string }) {
    try {
      await onCode(code);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <KitForm form={form} onValid={submit} isBusy={isResending}>
      <div className="otp-sent" role="status" aria-live="polite">
        <p>{message}</p>
        <p className="otp-sent__number">{texts.sentTo(formatIndianMobile(`+91${request.mobile_number}`))}</p>
      </div>
      <OtpCodeField name="code" label={texts.code} required />
      <FormMessage />
      <div className="form__actions">
        {secondaryAction}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
      <p className="otp-resend">
        <button type="button" className="btn btn--secondary" disabled={remaining > 0 || isResending || form.isBusy} onClick={() => void resend()}>
          {remaining > 0 ? texts.resendIn(remaining) : texts.resendCode}
        </button>
      </p>
    </KitForm>
  );
}
