import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { ZCustomerUpdateAttrsRequest, ZDealerUpdateAttrsRequest } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useProfile } from '../api/profile.ts';
import { buildUpdateAttrs, useUpdateAttrs, type DealerQty } from '../api/update-mobile-number.ts';
import { dealerQtyTexts, qtyInputValue } from '../dealer-qty.ts';
import { utypeOf } from '../utype.ts';
import '../../../styles/areas.css';

type Props = { profilePath: string };
type EditableField = 'mobile_number' | 'min_qty' | 'qty';
type FieldErrors = Partial<Record<EditableField, string>>;

/** The browser's words for a field: the spec's phone text for the mobile number (as before), the range text for the quantities. */
const browserMessages: Record<EditableField, string> = {
  mobile_number: messages.general.phone,
  min_qty: messages.dealerArea.qtyInvalid,
  qty: messages.dealerArea.qtyInvalid,
};

function isEditableField(name: string): name is EditableField {
  return name in browserMessages;
}

/** The server's per-field messages of a refusal, first one each. */
function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
    if (isEditableField(name) && texts[0]) errors[name] = texts[0];
  }
  return errors;
}

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
  const [mobileNumber, setMobileNumber] = useState<string | null>(null);
  const [qty, setQty] = useState<Partial<DealerQty>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  // Until the person types, each field shows what is on file.
  const shownMobile = mobileNumber ?? profile?.mobile_number ?? auth.mobile_number;
  const shownQty: DealerQty = {
    min_qty: qty.min_qty ?? qtyInputValue(profile?.min_qty),
    qty: qty.qty ?? qtyInputValue(profile?.qty),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const request = buildUpdateAttrs(auth, shownMobile, hasQty ? typedQty(shownQty) : undefined);
    const schema = utype === 'dealer' ? ZDealerUpdateAttrsRequest : ZCustomerUpdateAttrsRequest;
    const checked = schema.safeParse(request);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (isEditableField(name)) found[name] ??= browserMessages[name];
      }
      setErrors(Object.keys(found).length > 0 ? found : { mobile_number: messages.general.phone });
      return;
    }
    setErrors({});
    update.mutate(checked.data, {
      onSuccess: () => {
        toast.success(messages.profile.updated);
        void navigate(profilePath);
      },
      onError: (error) => {
        toast.error(messages.profile.notUpdated);
        // A customer's page stays as the spec has it: the toast alone.
        if (hasQty) setErrors(serverFieldErrors(error));
      },
    });
  }

  return (
    <form className="form form-page" noValidate onSubmit={submit} aria-busy={update.isPending}>
      <TextField label="Name" name="username" readOnly value={profile?.username ?? auth.username} />
      <TextField label="E-mail" name="email" type="email" readOnly value={profile?.email ?? auth.email} />
      <TextField
        label="Mobile number"
        name="mobile_number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        maxLength={10}
        value={shownMobile}
        error={errors.mobile_number}
        onChange={(event) => setMobileNumber(event.target.value)}
      />
      {hasQty && (
        // Read-only until the saved range arrives, so nothing typed before it is merged into it.
        <QtyFields values={shownQty} errors={errors} isLoaded={profile !== undefined} onChange={(field, value) => setQty((current) => ({ ...current, [field]: value }))} />
      )}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}

/** Both empty sends neither (the range stays as it is); otherwise both go, and the schema judges them. */
function typedQty(values: DealerQty): DealerQty | undefined {
  return values.min_qty.trim() === '' && values.qty.trim() === '' ? undefined : values;
}

type QtyFieldsProps = {
  values: DealerQty;
  isLoaded: boolean;
  errors: FieldErrors;
  onChange: (field: keyof DealerQty, value: string) => void;
};

function QtyFields({ values, errors, isLoaded, onChange }: QtyFieldsProps) {
  return (
    <>
      <TextField
        label={dealerQtyTexts.minLabel}
        name="min_qty"
        readOnly={!isLoaded}
        inputMode="decimal"
        autoComplete="off"
        maxLength={9}
        hint={dealerQtyTexts.hint}
        value={values.min_qty}
        error={errors.min_qty}
        onChange={(event) => onChange('min_qty', event.target.value)}
      />
      <TextField
        label={dealerQtyTexts.maxLabel}
        name="qty"
        readOnly={!isLoaded}
        inputMode="decimal"
        autoComplete="off"
        maxLength={9}
        value={values.qty}
        error={errors.qty}
        onChange={(event) => onChange('qty', event.target.value)}
      />
    </>
  );
}
