import { useNavigate } from 'react-router';
import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { ZCustomerUpdateAttrsRequest, ZDealerUpdateAttrsRequest, type Profile } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PhoneField, TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useProfile } from '../api/profile.ts';
import { buildUpdateAttrs, useUpdateAttrs, type DealerQty, type UpdateAttrsRequest } from '../api/update-mobile-number.ts';
import { dealerQtyTexts, qtyInputValue } from '../dealer-qty.ts';
import { accountTexts } from '../texts.ts';
import { utypeOf } from '../utype.ts';
import '../../../styles/areas.css';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';
import { weightsMessages } from '@kt/contract/orders/weights-messages';

type Props = { profilePath: string };
type EditableField = 'mobile_number' | 'min_qty' | 'qty' | 'upi_vpa';
type ProfileValues = { username: string; email: string } & DealerQty & { mobile_number: string; upi_vpa: string };

/** The browser's words for a field: the spec's phone text for the mobile number (as before), the range text for the quantities. */
const browserMessages = (): Record<EditableField, string> => ({
  mobile_number: messages.general.phone,
  min_qty: dealerAreaMessages.qtyInvalid,
  qty: dealerAreaMessages.qtyInvalid,
  upi_vpa: weightsMessages.vpaInvalid,
});

/**
 * Profile edit (spec 5): username and e-mail read-only, the mobile number editable; a dealer
 * also sets the quantity range of a pickup (ours), both or neither.
 */
export function ProfileEdit({ profilePath }: Props) {
  const auth = useAuth();
  if (!auth) return null;
  return <SignedInProfileEdit auth={auth} profilePath={profilePath} />;
}

function SignedInProfileEdit({ auth, profilePath }: Props & { auth: AuthRecord }) {
  const navigate = useNavigate();
  const utype = utypeOf(auth.account_type);
  const hasQty = isDealerAccountType(auth.account_type);
  const { data: profile } = useProfile(utype, auth.id);
  const update = useUpdateAttrs(auth);
  const onFile = (saved: Profile | undefined): ProfileValues => ({
    username: saved?.username ?? auth.username,
    email: saved?.email ?? auth.email,
    mobile_number: saved?.mobile_number ?? auth.mobile_number,
    min_qty: qtyInputValue(saved?.min_qty),
    qty: qtyInputValue(saved?.qty),
    upi_vpa: saved?.upi_vpa ?? '',
  });
  const form = useKitForm(utype === 'dealer' ? ZDealerUpdateAttrsRequest : ZCustomerUpdateAttrsRequest, {
    defaultValues: onFile(profile),
    // Until the person types, each field shows what is on file.
    values: profile ? onFile(profile) : undefined,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
    prepare: (values: ProfileValues) => buildUpdateAttrs(auth, values.mobile_number, hasQty ? typedQty(values) : undefined, values.upi_vpa.trim()),
    fieldMessages: browserMessages(),
  });

  function save(request: UpdateAttrsRequest) {
    update.mutate(request, {
      onSuccess: () => {
        toast.success(messages.profile.updated);
        void navigate(profilePath);
      },
      onError: (error) => {
        toast.error(messages.profile.notUpdated);
        // A customer's page stays as the spec has it: the toast alone.
        if (hasQty) form.showRefusal(error);
      },
    });
  }

  return (
    <KitForm form={form} onValid={save} isBusy={update.isPending} className="form form-page">
      <TextField name="username" label={accountTexts.name} readOnly />
      <TextField name="email" label={accountTexts.email} type="email" readOnly />
      <PhoneField name="mobile_number" label={accountTexts.mobileNumber} hint={null} required />
      <TextField
        name="upi_vpa"
        label={accountTexts.upiVpa}
        hint={accountTexts.upiVpaHint}
        readOnly={profile === undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        maxLength={320}
      />
      {hasQty && (
        // Read-only until the saved range arrives, so nothing typed before it is merged into it.
        <QtyFields isLoaded={profile !== undefined} />
      )}
      <div className="form__actions">
        <SubmitButton>{accountTexts.save}</SubmitButton>
      </div>
    </KitForm>
  );
}

/** Both empty sends neither (the range stays as it is); otherwise both go, and the schema judges them. */
function typedQty(values: DealerQty): DealerQty | undefined {
  return values.min_qty.trim() === '' && values.qty.trim() === '' ? undefined : { min_qty: values.min_qty, qty: values.qty };
}

function QtyFields({ isLoaded }: { isLoaded: boolean }) {
  return (
    <>
      <TextField
        name="min_qty"
        label={dealerQtyTexts.minLabel}
        readOnly={!isLoaded}
        inputMode="decimal"
        autoComplete="off"
        maxLength={9}
        hint={dealerQtyTexts.hint}
      />
      <TextField name="qty" label={dealerQtyTexts.maxLabel} readOnly={!isLoaded} inputMode="decimal" autoComplete="off" maxLength={9} />
    </>
  );
}
