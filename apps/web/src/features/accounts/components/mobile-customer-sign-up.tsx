import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { organizationCustomerRoles, personalCustomerRoles, type CustomerAccountType } from '@kt/contract/accounts/account-types';
import type { MobileCustomerSignUpRequest } from '@kt/contract/phone/phone-fields';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage, type SignupInProgress } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { registerMobileCustomer } from '../api/mobile-register.ts';
import { describePhoneRefusal, requestOtp } from '../api/request-otp.ts';
import { keepSignIn } from '../keep-sign-in.ts';
import { accountTexts } from '../texts.ts';
import { AddressForm, emptyAddress, type AddressValues } from './address-form.tsx';
import { MobileDetailsForm, type MobileDetails } from './mobile-details-form.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';
import { SignUpMethodLine } from './sign-up-method-line.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { isServerText } from '../server-text.ts';

const texts = accountTexts.mobile;
const steps = [texts.detailsStep, texts.addressStep, texts.verifyStep] as const;

type CustomerRole = MobileCustomerSignUpRequest['role'];
const customerRoles: readonly string[] = [...personalCustomerRoles, ...organizationCustomerRoles];

export function isCustomerRole(value: string): value is CustomerRole {
  return customerRoles.includes(value);
}

type Props = {
  accountType: CustomerAccountType;
  /** The customer type chosen on the step before (House, Shop, College, ...). */
  role: CustomerRole;
  onUseEmail: () => void;
};

/**
 * A customer's sign-up by mobile number (issue 27): name and number, the address, then the code
 * sent to the number. The new account is signed in at once and lands on /sell.
 */
export function MobileCustomerSignUp({ accountType, role, onUseEmail }: Props) {
  const navigate = useNavigate();
  const { dialog, showMessage } = useMessageDialog(texts.signUp);
  const [step, setStep] = useState(1);
  // What the e-mail form or an earlier visit typed carries over.
  const [details, setDetails] = useState<MobileDetails>(() => {
    const stored = browserStorage.getSignupInProgress();
    return { username: stored?.username ?? '', mobile_number: stored?.mobileNumber ?? '' };
  });
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  function keepDetails(checked: MobileDetails) {
    setDetails(checked);
    const stored: SignupInProgress = browserStorage.getSignupInProgress() ?? { flow: 'customer', accountType, role };
    browserStorage.setSignupInProgress({ ...stored, username: checked.username, mobileNumber: checked.mobile_number });
    setStep(2);
  }

  async function sendCode(checkedAddress: AddressValues) {
    setIsSending(true);
    try {
      const answer = await requestOtp({ mobile_number: details.mobile_number, purpose: 'signup', utype: 'customer' });
      setAddress(checkedAddress);
      setSentMessage(localizeEnglish(answer.msg));
      setStep(3);
    } catch (error) {
      const hasAccount = error instanceof ApiError && isServerText(error.message, phoneMessages.accountExists);
      showMessage(describePhoneRefusal(error), hasAccount ? () => void navigate(paths.signIn) : undefined);
    } finally {
      setIsSending(false);
    }
  }

  async function register(code: string) {
    const record = await registerMobileCustomer({
      mobile_number: details.mobile_number,
      code,
      username: details.username,
      account_type: accountType,
      role,
      ...address,
    });
    const landing = keepSignIn(record);
    browserStorage.setSignupInProgress(null);
    toast.success(phoneMessages.accountCreated);
    await navigate(landing, { replace: true });
  }

  const back = (
    <button type="button" className="btn btn--secondary" onClick={() => setStep((current) => current - 1)}>
      {texts.back}
    </button>
  );

  return (
    <>
      <p className="lead">{texts.chosenKind(accountType, role)}</p>
      <Stepper steps={steps} current={step} />
      {step === 1 && (
        <>
          <SignUpMethodLine question={texts.hasEmail} action={texts.signUpWithEmail} onChoose={onUseEmail} />
          <MobileDetailsForm values={details} onValid={keepDetails} submitLabel={accountTexts.next} />
        </>
      )}
      {step === 2 && (
        <AddressForm
          values={address}
          setValues={setAddress}
          isSubmitting={isSending}
          submitLabel={texts.sendCode}
          onValid={(checked) => void sendCode(checked)}
          secondaryAction={back}
        />
      )}
      {step === 3 && sentMessage !== null && (
        <OtpCodeForm
          request={{ mobile_number: details.mobile_number, purpose: 'signup', utype: 'customer' }}
          sentMessage={sentMessage}
          submitLabel={texts.signUp}
          onCode={register}
          secondaryAction={back}
        />
      )}
      <p className="form__footer">
        {texts.haveAccount} <Link to={paths.signIn}>{accountTexts.signIn}</Link>
      </p>
      {dialog}
    </>
  );
}
