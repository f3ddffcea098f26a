import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  organizationCustomerRoles,
  personalCustomerRoles,
  type CustomerAccountType,
} from '@kt/contract/accounts/account-types';
import { ZCustomerSignUpRequest } from '@kt/contract/accounts/sign-up';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { browserStorage, type SignupInProgress } from '../../../lib/browser-storage.ts';
import { describeRegistrationFailure, registerCustomer } from '../api/register.ts';
import { accountTexts } from '../texts.ts';
import { AddressForm, emptyAddress, type AddressValues } from './address-form.tsx';
import { isCustomerRole, MobileCustomerSignUp } from './mobile-customer-sign-up.tsx';
import { emptySignupDetails, SignupDetailsForm, type SignupDetailsValues, type ValidSignupDetails } from './signup-details-form.tsx';
import { resendLinkAction } from './resend-link-action.ts';
import { SignUpMethodLine } from './sign-up-method-line.tsx';
import { useAccountCheck } from './use-account-check.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/** The steps' names, read when drawn (the page's language). */
const steps = () => [accountTexts.customerSteps.details, accountTexts.customerSteps.address] as const;

type Props = { accountType: CustomerAccountType };

/**
 * Personal and organization sign-up (spec 2.4): step 1 details, checked against the database
 * checker; step 2 address; then registration. Needs the customer type chosen on the step before.
 * Step 1 offers the sign-up by mobile number instead (issue 27).
 */
export function CustomerSignUp({ accountType }: Props) {
  const [record] = useState(() => browserStorage.getSignupInProgress());
  const [isByMobile, setIsByMobile] = useState(false);
  const roles: readonly string[] = accountType === 'Personal' ? personalCustomerRoles : organizationCustomerRoles;
  const role = record?.flow === 'customer' && record.accountType === accountType && record.role ? record.role : null;
  if (!record || !role || !roles.includes(role)) return <Navigate to={paths.signUpCustomer} replace />;
  if (isByMobile && isCustomerRole(role)) return <MobileCustomerSignUp accountType={accountType} role={role} onUseEmail={() => setIsByMobile(false)} />;
  return <CustomerSignUpSteps accountType={accountType} role={role} record={record} onUseMobile={() => setIsByMobile(true)} />;
}

type StepsProps = Props & { role: string; record: SignupInProgress; onUseMobile: () => void };

function CustomerSignUpSteps({ accountType, role, record, onUseMobile }: StepsProps) {
  const navigate = useNavigate();
  const { dialog, showMessage } = useMessageDialog(accountTexts.signUp);
  const [step, setStep] = useState(1);
  const [details, setDetails] = useState<SignupDetailsValues>({
    ...emptySignupDetails,
    username: record.username ?? '',
    email: record.email ?? '',
    mobileNumber: record.mobileNumber ?? '',
  });
  const [checkedDetails, setCheckedDetails] = useState<ValidSignupDetails | null>(null);
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [isRegistering, setIsRegistering] = useState(false);
  const { checkAccountThen, isChecking } = useAccountCheck('customer', showMessage);

  function changeDetails(next: SignupDetailsValues) {
    setDetails(next);
    const stored = browserStorage.getSignupInProgress() ?? record;
    browserStorage.setSignupInProgress({
      ...stored,
      username: next.username,
      email: next.email,
      mobileNumber: next.mobileNumber,
    });
  }

  async function register(checkedAddress: AddressValues) {
    if (!checkedDetails) return;
    const request = ZCustomerSignUpRequest.safeParse({
      ...checkedDetails,
      role,
      account_category: 'customer',
      account_type: accountType,
      ProfilePic: '',
      ...checkedAddress,
    });
    if (!request.success) {
      showMessage(localizeEnglish(request.error.issues[0]?.message ?? messages.signUp.detailsInvalid));
      return;
    }
    setIsRegistering(true);
    try {
      await registerCustomer(request.data);
      // Spec 4: on success the form is cleared, every step counter goes back to 1 and the
      // sign-up in progress is forgotten.
      browserStorage.setSignupInProgress(null);
      setDetails(emptySignupDetails);
      setAddress(emptyAddress);
      setCheckedDetails(null);
      setStep(1);
      showMessage(messages.signUp.verificationSent, () => void navigate(paths.signIn));
    } catch (error) {
      const failure = describeRegistrationFailure(error);
      showMessage(
        failure.text,
        failure.goesToSignIn ? () => void navigate(paths.signIn) : undefined,
        failure.offersResend ? resendLinkAction('customer', request.data.email, showMessage) : undefined,
      );
    } finally {
      setIsRegistering(false);
    }
  }

  return (
    <>
      <p className="lead">
        {accountTexts.mobile.chosenKind(accountType, role)}
      </p>
      <Stepper steps={steps()} current={step} />
      {step === 1 && <SignUpMethodLine question={accountTexts.mobile.noEmail} action={accountTexts.mobile.signUpWithMobile} onChoose={onUseMobile} />}
      {step === 1 ? (
        <SignupDetailsForm
          values={details}
          onChange={changeDetails}
          isSubmitting={isChecking}
          onValid={(checked) =>
            void checkAccountThen(checked.email, () => {
              setCheckedDetails(checked);
              setStep(2);
            })
          }
        />
      ) : (
        <AddressForm
          values={address}
          setValues={setAddress}
          isSubmitting={isRegistering}
          submitLabel={accountTexts.signUp}
          onValid={(checked) => void register(checked)}
          secondaryAction={
            <button type="button" className="btn btn--secondary" onClick={() => setStep((current) => current - 1)}>
              {accountTexts.back}
            </button>
          }
        />
      )}
      <p className="form__footer">
        {accountTexts.haveAccount} <Link to={paths.signIn}>{accountTexts.signIn}</Link>
      </p>
      {dialog}
    </>
  );
}
