import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dealerAccountTypes, isDealerAccountType, type DealerAccountType } from '@kt/contract/accounts/account-types';
import { ZDealerSignUpRequest, ZDealerTypeChoice } from '@kt/contract/accounts/sign-up';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ChoiceField } from '../../../components/form/choice-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { describeRegistrationFailure, registerDealer } from '../api/register.ts';
import { emptySignupDetails, SignupDetailsForm, type SignupDetailsValues, type ValidSignupDetails } from './signup-details-form.tsx';
import { MobileDealerSignUp } from './mobile-dealer-sign-up.tsx';
import { resendLinkAction } from './resend-link-action.ts';
import { SignUpMethodLine } from './sign-up-method-line.tsx';
import { useAccountCheck } from './use-account-check.ts';
import { accountTexts } from '../texts.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/** The steps' names, read when drawn (the page's language). */
const steps = () => [accountTexts.dealerSteps.type, accountTexts.dealerSteps.need, accountTexts.dealerSteps.details] as const;
/** By mobile number (issue 27) the code sent to it is typed back last. */
const mobileSteps = () => [...steps(), accountTexts.mobile.verifyStep] as const;

type DocumentKey = keyof typeof accountTexts.documents;
const dealerDocuments: Record<DealerAccountType, readonly DocumentKey[]> = {
  Kabadi: ['aadhaar', 'photo'],
  Collector: ['aadhaar', 'photo', 'gst'],
  Recycler: ['pan', 'aadhaar', 'gst', 'incorporation', 'logo'],
};

/** Who buys from whom (spec section 1), one line each, in the page's language. */
export function dealerTypeInfo(type: DealerAccountType): { title: string; text: string; documents: string[] } {
  const words = accountTexts.dealerTypes[type];
  return { title: words.title, text: words.text, documents: dealerDocuments[type].map((key) => accountTexts.documents[key]) };
}

/** Not a spec message (the spec has none for this step). */
export const chooseDealerTypeMessage = (): string => messages.accounts.chooseDealerType;

/**
 * Dealer sign-up (spec 2.4), three steps: 1 the dealer type; 2 (left open by the spec) a short
 * review of that type and what the dealer will need after signing up; 3 the details form, then
 * the database check and registration. Step 3 offers the sign-up by mobile number instead
 * (issue 27), whose code is a fourth step.
 */
export function DealerSignUp() {
  const navigate = useNavigate();
  const { dialog, showMessage } = useMessageDialog(accountTexts.signUp);
  const [initial] = useState(() => {
    const record = browserStorage.getSignupInProgress();
    return record?.flow === 'dealer' ? record : null;
  });
  const [step, setStep] = useState(1);
  const [isByMobile, setIsByMobile] = useState(false);
  const [dealerType, setDealerType] = useState<DealerAccountType | null>(
    isDealerAccountType(initial?.accountType) ? initial.accountType : null,
  );
  const [details, setDetails] = useState<SignupDetailsValues>({
    ...emptySignupDetails,
    username: initial?.username ?? '',
    email: initial?.email ?? '',
    mobileNumber: initial?.mobileNumber ?? '',
  });
  const { checkAccountThen, isChecking } = useAccountCheck('dealer', showMessage);

  function remember(type: DealerAccountType | null, values: SignupDetailsValues) {
    browserStorage.setSignupInProgress({
      flow: 'dealer',
      ...(type ? { accountType: type, role: type } : {}),
      username: values.username,
      email: values.email,
      mobileNumber: values.mobileNumber,
    });
  }

  async function register(checked: ValidSignupDetails) {
    if (!dealerType) return;
    const request = ZDealerSignUpRequest.safeParse({
      ...checked,
      role: dealerType,
      account_category: 'customer',
      account_type: dealerType,
      ProfilePic: '',
    });
    if (!request.success) {
      showMessage(localizeEnglish(request.error.issues[0]?.message ?? messages.signUp.detailsInvalid));
      return;
    }
    try {
      await registerDealer(request.data);
      browserStorage.setSignupInProgress(null);
      setDetails(emptySignupDetails);
      setDealerType(null);
      setStep(1);
      showMessage(messages.signUp.verificationSent, () => void navigate(paths.signIn));
    } catch (error) {
      const failure = describeRegistrationFailure(error);
      showMessage(
        failure.text,
        failure.goesToSignIn ? () => void navigate(paths.signIn) : undefined,
        failure.offersResend ? resendLinkAction('dealer', request.data.email, showMessage) : undefined,
      );
    }
  }

  const back = (
    <button type="button" className="btn btn--secondary" onClick={() => setStep((current) => current - 1)}>
      {accountTexts.back}
    </button>
  );

  return (
    <>
      <Stepper steps={isByMobile ? mobileSteps() : steps()} current={step} />
      {step === 1 && (
        <DealerTypeStep
          value={dealerType}
          onChange={(type) => {
            setDealerType(type);
            remember(type, details);
          }}
          onNext={() => setStep(2)}
        />
      )}
      {step === 2 && dealerType && (
        <div className="form">
          <h2 className="step-title">{accountTexts.signingUpAs(dealerTypeInfo(dealerType).title)}</h2>
          <p className="muted">{dealerTypeInfo(dealerType).text}</p>
          <h3 className="step-subtitle">{accountTexts.afterSignUp}</h3>
          <ul className="checklist">
            <li>
              {accountTexts.uploadDocuments(
                dealerTypeInfo(dealerType).documents.join(', '),
                limits.documentPdfMaxBytes / 1024,
                limits.documentImageMaxBytes / 1024,
              )}
            </li>
            <li>{accountTexts.addPincodes(limits.dealerDirectPincodes)}</li>
            <li>{accountTexts.setPrices}</li>
          </ul>
          <div className="form__actions">
            {back}
            <button type="button" className="btn btn--primary" onClick={() => setStep(3)}>
              {accountTexts.next}
            </button>
          </div>
        </div>
      )}
      {step === 3 && !isByMobile && (
        <>
          <SignUpMethodLine question={accountTexts.mobile.noEmail} action={accountTexts.mobile.signUpWithMobile} onChoose={() => setIsByMobile(true)} />
          <SignupDetailsForm
            values={details}
            onChange={(values) => {
              setDetails(values);
              remember(dealerType, values);
            }}
            isSubmitting={isChecking}
            secondaryAction={back}
            onValid={(checked) => void checkAccountThen(checked.email, () => register(checked))}
          />
        </>
      )}
      {step >= 3 && isByMobile && dealerType && (
        <MobileDealerSignUp
          dealerType={dealerType}
          isVerifying={step === 4}
          onCodeSent={() => setStep(4)}
          onUseEmail={() => setIsByMobile(false)}
          back={back}
        />
      )}
      <p className="form__footer">
        {accountTexts.haveAccount} <Link to={paths.signIn}>{accountTexts.signIn}</Link>
      </p>
      {dialog}
    </>
  );
}

type DealerTypeStepProps = {
  value: DealerAccountType | null;
  onChange: (type: DealerAccountType) => void;
  onNext: () => void;
};

/** The choices, read when drawn (the page's language). */
const dealerTypeChoices = () => dealerAccountTypes.map((type) => ({ value: type, title: dealerTypeInfo(type).title, text: dealerTypeInfo(type).text }));

function DealerTypeStep({ value, onChange, onNext }: DealerTypeStepProps) {
  const form = useKitForm(ZDealerTypeChoice, { defaultValues: { dealerType: value ?? '' }, errorsAt: 'alert' });
  return (
    <KitForm form={form} onValid={onNext}>
      <ChoiceField
        name="dealerType"
        legend={accountTexts.dealerTypeLegend}
        choices={dealerTypeChoices()}
        onChange={(event) => {
          if (isDealerAccountType(event.target.value)) onChange(event.target.value);
        }}
      />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton>{accountTexts.next}</SubmitButton>
      </div>
    </KitForm>
  );
}
