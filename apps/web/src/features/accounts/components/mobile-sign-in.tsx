import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { Utype } from '@kt/contract/accounts/fields';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import type { tabPanelProps } from '../../../components/ui/tabs.tsx';
import { mobileSignIn } from '../api/mobile-sign-in.ts';
import { requestOtp } from '../api/request-otp.ts';
import { followAccountLanguage } from '../account-language.ts';
import { keepSignIn } from '../keep-sign-in.ts';
import { ZMobileSignInNumberForm } from '../mobile-fields.ts';
import { accountTexts } from '../texts.ts';
import { MobileNumberField } from './mobile-number-field.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

const texts = accountTexts.mobile;

type Sent = { utype: Utype; mobileNumber: string; message: string; isByWhatsApp: boolean };

/** The tab panel's attributes: the Customer and Dealer tabs above control this form. */
type PanelProps = ReturnType<typeof tabPanelProps>;

type Props = { utype: Utype; panelProps: PanelProps };

/**
 * Sign-in by mobile number (issue 27), beside the spec's e-mail form: the number, 'Send code',
 * then the code. The record is kept and the account lands where an e-mail sign-in lands.
 */
export function MobileSignIn({ utype, panelProps }: Props) {
  const navigate = useNavigate();
  const [typedNumber, setTypedNumber] = useState('');
  const [sentFor, setSentFor] = useState<Sent | null>(null);
  // A code is bound to the side it was asked for: another tab asks for a new one.
  const sent = sentFor?.utype === utype ? sentFor : null;
  // The number field takes the focus when the person chose this way in or changes the number, not when they move between the tabs.
  const shouldFocusNumber = useRef(true);

  if (!sent) {
    return (
      <MobileNumberStep
        utype={utype}
        typedNumber={typedNumber}
        panelProps={panelProps}
        shouldFocusRef={shouldFocusNumber}
        onSent={(mobileNumber, message, isByWhatsApp) => {
          setTypedNumber(mobileNumber);
          setSentFor({ utype, mobileNumber, message, isByWhatsApp });
        }}
      />
    );
  }
  return (
    <div {...panelProps}>
      <OtpCodeForm
        request={{ mobile_number: sent.mobileNumber, purpose: 'signin', utype, ...(sent.isByWhatsApp ? { channel: 'whatsapp' as const } : {}) }}
        sentMessage={sent.message}
        submitLabel={accountTexts.signIn}
        onCode={async (code) => {
          const record = await mobileSignIn(utype, { mobile_number: sent.mobileNumber, code });
          const landing = keepSignIn(record);
          if (!(await followAccountLanguage(landing))) await navigate(landing, { replace: true });
        }}
        secondaryAction={
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              shouldFocusNumber.current = true;
              setSentFor(null);
            }}
          >
            {texts.changeNumber}
          </button>
        }
      />
    </div>
  );
}

type NumberStepProps = {
  utype: Utype;
  typedNumber: string;
  panelProps: PanelProps;
  shouldFocusRef: RefObject<boolean>;
  onSent: (mobileNumber: string, message: string, isByWhatsApp: boolean) => void;
};

function MobileNumberStep({ utype, typedNumber, panelProps, shouldFocusRef, onSent }: NumberStepProps) {
  const form = useKitForm(ZMobileSignInNumberForm, { defaultValues: { mobile_number: typedNumber, by_whatsapp: false } });
  const { setFocus, showRefusal } = form;

  useEffect(() => {
    if (!shouldFocusRef.current) return;
    shouldFocusRef.current = false;
    setFocus('mobile_number');
  }, [setFocus, shouldFocusRef]);

  async function sendCode({ mobile_number, by_whatsapp }: { mobile_number: string; by_whatsapp: boolean }) {
    try {
      // The server sends by WhatsApp only to an account that opted in, and says which way it went.
      const answer = await requestOtp({ mobile_number, purpose: 'signin', utype, ...(by_whatsapp ? { channel: 'whatsapp' as const } : {}) });
      onSent(mobile_number, localizeEnglish(answer.msg), by_whatsapp);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <KitForm form={form} onValid={sendCode} {...panelProps}>
      <MobileNumberField name="mobile_number" label={texts.number} required />
      <CheckboxField name="by_whatsapp" label={texts.byWhatsApp} />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton busyLabel={texts.sendingCode}>{texts.sendCode}</SubmitButton>
      </div>
    </KitForm>
  );
}
