import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { toast } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { registerMobileDealer } from '../api/mobile-register.ts';
import { requestOtp } from '../api/request-otp.ts';
import { keepSignIn } from '../keep-sign-in.ts';
import { accountTexts } from '../texts.ts';
import { MobileDetailsForm, type MobileDetails } from './mobile-details-form.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';
import { SignUpMethodLine } from './sign-up-method-line.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

const texts = accountTexts.mobile;

type Props = {
  dealerType: DealerAccountType;
  /** The code step (the dealer sign-up's last), else the details step. */
  isVerifying: boolean;
  /** The code was sent: the sign-up goes to the code step. */
  onCodeSent: () => void;
  onUseEmail: () => void;
  back: ReactNode;
};

/**
 * The last steps of a dealer's sign-up by mobile number (issue 27): name and number ('Send
 * code'), then the code. The new account is signed in at once and lands on /dealer/home.
 */
export function MobileDealerSignUp({ dealerType, isVerifying, onCodeSent, onUseEmail, back }: Props) {
  const navigate = useNavigate();
  // What the e-mail form or an earlier visit typed carries over.
  const [details, setDetails] = useState<MobileDetails>(() => {
    const stored = browserStorage.getSignupInProgress();
    return { username: stored?.username ?? '', mobile_number: stored?.mobileNumber ?? '' };
  });
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function sendCode(checked: MobileDetails) {
    setDetails(checked);
    browserStorage.setSignupInProgress({
      ...browserStorage.getSignupInProgress(),
      flow: 'dealer',
      accountType: dealerType,
      role: dealerType,
      username: checked.username,
      mobileNumber: checked.mobile_number,
    });
    const answer = await requestOtp({ mobile_number: checked.mobile_number, purpose: 'signup', utype: 'dealer' });
    setSentMessage(localizeEnglish(answer.msg));
    onCodeSent();
  }

  async function register(code: string) {
    const record = await registerMobileDealer({
      mobile_number: details.mobile_number,
      code,
      username: details.username,
      account_type: dealerType,
      role: dealerType,
    });
    const landing = keepSignIn(record);
    browserStorage.setSignupInProgress(null);
    toast.success(phoneMessages.accountCreated);
    await navigate(landing, { replace: true });
  }

  if (isVerifying && sentMessage !== null) {
    return (
      <OtpCodeForm
        request={{ mobile_number: details.mobile_number, purpose: 'signup', utype: 'dealer' }}
        sentMessage={sentMessage}
        submitLabel={texts.signUp}
        onCode={register}
        secondaryAction={back}
      />
    );
  }
  return (
    <>
      <SignUpMethodLine question={texts.hasEmail} action={texts.signUpWithEmail} onChoose={onUseEmail} />
      <MobileDetailsForm values={details} onValid={sendCode} submitLabel={texts.sendCode} busyLabel={texts.sendingCode} secondaryAction={back} />
    </>
  );
}
