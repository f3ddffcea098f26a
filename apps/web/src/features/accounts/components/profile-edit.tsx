import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { ZCustomerUpdateAttrsRequest, ZDealerUpdateAttrsRequest } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useProfile } from '../api/profile.ts';
import { buildUpdateAttrs, useUpdateMobileNumber } from '../api/update-mobile-number.ts';
import { utypeOf } from '../utype.ts';
import '../../../styles/areas.css';

type Props = { profilePath: string };

/** Profile edit (spec 5): username and e-mail read-only, the mobile number editable. */
export function ProfileEdit({ profilePath }: Props) {
  const auth = useAuth();
  if (!auth) return null;
  return <SignedInProfileEdit auth={auth} profilePath={profilePath} />;
}

function SignedInProfileEdit({ auth, profilePath }: Props & { auth: AuthRecord }) {
  const navigate = useNavigate();
  const utype = utypeOf(auth.account_type);
  const { data: profile } = useProfile(utype, auth.id);
  const update = useUpdateMobileNumber(auth);
  const [mobileNumber, setMobileNumber] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Until the person types, the field shows the number on file.
  const shownMobile = mobileNumber ?? profile?.mobile_number ?? auth.mobile_number;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const request = buildUpdateAttrs(auth, shownMobile);
    const schema = utype === 'dealer' ? ZDealerUpdateAttrsRequest : ZCustomerUpdateAttrsRequest;
    const checked = schema.safeParse(request);
    if (!checked.success) {
      setMessage(messages.general.phone);
      return;
    }
    setMessage(null);
    update.mutate(checked.data.mobile_number, {
      onSuccess: () => {
        toast.success(messages.profile.updated);
        void navigate(profilePath);
      },
      onError: () => toast.error(messages.profile.notUpdated),
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
        error={message}
        onChange={(event) => setMobileNumber(event.target.value)}
      />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}
