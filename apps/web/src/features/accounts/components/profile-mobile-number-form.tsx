import { useState } from 'react';
import type { Utype } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/mobile-number.ts';
import { useRequestAddNumberCode, useVerifyMobileNumber } from '../api/add-mobile-number.ts';
import { useResendCountdown } from '../hooks/use-resend-countdown.ts';
import { phoneTexts } from '../message-texts.ts';
import { ZCodeForm, ZMobileNumberForm } from '../mobile-fields.ts';
import { MobileNumberField } from './mobile-number-field.tsx';
import { OtpCodeField } from './otp-code-field.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

const t = phoneTexts.mobile;

type Props = {
  utype: Utype;
  accountId: number;
  /** The number is verified: the section closes the form. */
  onVerified: () => void;
  onCancel: () => void;
};

/** The 10 digits the code went to, and the server's words about it. */
type Sent = { mobileNumber: string; notice: string };

/** Adding or changing the account's sign-in number: the number, then the code sent to it (purpose add_number, with the access token). */
export function ProfileMobileNumberForm({ utype, accountId, onVerified, onCancel }: Props) {
  const [sent, setSent] = useState<Sent | null>(null);
  const requestCode = useRequestAddNumberCode(utype);
  if (!sent) {
    return (
      <NumberStep
        requestCode={requestCode.mutateAsync}
        onSent={(mobileNumber, notice) => setSent({ mobileNumber, notice })}
        onCancel={onCancel}
      />
    );
  }
  return (
    <CodeStep
      utype={utype}
      accountId={accountId}
      sent={sent}
      requestCode={requestCode.mutateAsync}
      onOtherNumber={() => setSent(null)}
      onVerified={onVerified}
      onCancel={onCancel}
    />
  );
}

type RequestCode = (mobileNumber: string) => Promise<{ msg: string }>;

function NumberStep({ requestCode, onSent, onCancel }: { requestCode: RequestCode; onSent: (mobileNumber: string, notice: string) => void; onCancel: () => void }) {
  const form = useKitForm(ZMobileNumberForm, { defaultValues: { mobile_number: '' } });

  async function send({ mobile_number: mobileNumber }: { mobile_number: string }) {
    try {
      const answer = await requestCode(mobileNumber);
      onSent(mobileNumber, localizeEnglish(answer.msg));
    } catch (error) {
      form.showRefusal(error);
    }
  }

  return (
    <KitForm form={form} onValid={send}>
      <MobileNumberField name="mobile_number" label={t.numberField} required />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton busyLabel={t.sendingCode}>{t.sendCode}</SubmitButton>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </KitForm>
  );
}

type CodeStepProps = {
  utype: Utype;
  accountId: number;
  sent: Sent;
  requestCode: RequestCode;
  onOtherNumber: () => void;
  onVerified: () => void;
  onCancel: () => void;
};

function CodeStep({ utype, accountId, sent, requestCode, onOtherNumber, onVerified, onCancel }: CodeStepProps) {
  const verify = useVerifyMobileNumber(utype, accountId);
  const form = useKitForm(ZCodeForm, { defaultValues: { code: '' } });
  // Counted from when this step shows, which is when a code was sent.
  const countdown = useResendCountdown();
  const [notice, setNotice] = useState(sent.notice);
  const [isResending, setIsResending] = useState(false);

  async function resend() {
    setIsResending(true);
    form.setFormMessage(null);
    try {
      const answer = await requestCode(sent.mobileNumber);
      setNotice(localizeEnglish(answer.msg));
      countdown.restart();
    } catch (error) {
      form.setFormMessage(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);
    } finally {
      setIsResending(false);
    }
  }

  async function check({ code }: { code: string }) {
    try {
      await verify.mutateAsync({ mobile_number: sent.mobileNumber, code });
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    toast.success(phoneMessages.numberVerified);
    onVerified();
  }

  const { remaining } = countdown;
  return (
    <KitForm form={form} onValid={check} isBusy={isResending}>
      <p className="profile-mobile__notice" role="status">
        {notice}
      </p>
      <OtpCodeField name="code" label={t.codeField} hint={t.codeHint(formatIndianMobile(`+91${sent.mobileNumber}`))} required />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton busyLabel={t.verifying}>{t.verify}</SubmitButton>
        <button type="button" className="btn btn--secondary" disabled={remaining > 0 || form.isBusy || isResending} onClick={() => void resend()}>
          {remaining > 0 ? t.resendIn(remaining) : isResending ? t.sendingCode : t.resend}
        </button>
      </div>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={onOtherNumber}>
          {t.otherNumber}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </KitForm>
  );
}
