import { useId, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useProfile } from '../api/profile.ts';
import { isAcceptablePicture, useUploadProfilePic } from '../api/update-profile-pic.ts';
import { accountTexts } from '../texts.ts';
import { dealerQtyTexts } from '../dealer-qty.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { utypeOf } from '../utype.ts';
import '../../../styles/forms.css';
import '../../../styles/areas.css';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/**
 * The rule shown under the picture control, and the message when a chosen file breaks it.
 * Not a spec message (the spec has none for profile pictures); reported as missing.
 */
export const profilePicRule = (): string => messages.accounts.profilePicRule;

type Props = {
  editPath: string;
  /** The account's QR code page (spec 2.6 /sell/user/qr, 2.7 /dealer/profile/qr). */
  qrPath: string;
};

/** A customer's or dealer's profile (spec 2.6, 2.7, 3): the account, its picture, edit, its QR code and logout. */
export function ProfileView({ editPath, qrPath }: Props) {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <SignedInProfile auth={auth} editPath={editPath} qrPath={qrPath} />;
}

function SignedInProfile({ auth, editPath, qrPath }: Props & { auth: AuthRecord }) {
  const utype = utypeOf(auth.account_type);
  const { data: profile, isPending, isError, refetch } = useProfile(utype, auth.id);
  const upload = useUploadProfilePic(utype, auth.id);
  const { logOut, isLoggingOut } = useLogout();
  const fileId = useId();
  const ruleId = useId();

  function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!isAcceptablePicture(file)) {
      toast.error(profilePicRule());
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(messages.profile.picChanged),
      onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
    });
  }

  if (isPending) {
    return (
      <div className="profile" aria-busy="true" aria-label={accountTexts.profile.loading}>
        <span className="profile__picture skeleton" />
        <div className="profile__facts">
          <span className="skeleton-text">&nbsp;</span>
        </div>
      </div>
    );
  }
  if (isError) return <LoadError onRetry={() => void refetch()} />;

  const pictureButtonClass = `btn btn--secondary file-button${upload.isPending ? ' is-busy' : ''}`;
  return (
    <div className="profile">
      <div className="profile__picture-box">
        {profile.ProfilePic ? (
          <img
            className="profile__picture"
            src={profile.ProfilePic}
            alt={accountTexts.profile.pictureOf(profile.username)}
            width="112"
            height="112"
          />
        ) : (
          <span className="profile__picture profile__picture--empty" role="img" aria-label={accountTexts.profile.noPicture}>
            {profile.username.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        <div className="profile__picture-control">
          <label htmlFor={fileId} className={pictureButtonClass}>
            {upload.isPending ? accountTexts.profile.uploading : accountTexts.profile.changePicture}
          </label>
          <input
            id={fileId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={ruleId}
            disabled={upload.isPending}
            onChange={choosePicture}
          />
          <p id={ruleId} className="field__hint">
            {profilePicRule()}
          </p>
        </div>
      </div>
      <dl className="profile__facts">
        <div>
          <dt>{accountTexts.name}</dt>
          <dd>{profile.username}</dd>
        </div>
        <div>
          <dt>{accountTexts.email}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{accountTexts.mobileNumber}</dt>
          <dd>{profile.mobile_number}</dd>
        </div>
        <div>
          <dt>{accountTexts.profile.accountType}</dt>
          <dd>{profile.account_type}</dd>
        </div>
        <div>
          <dt>{accountTexts.profile.ktId}</dt>
          <dd>{profile.KT_ID}</dd>
        </div>
        <div>
          <dt>{accountTexts.upiVpaShown}</dt>
          <dd>{profile.upi_vpa ?? accountTexts.upiVpaNone}</dd>
        </div>
        {profile.min_qty !== undefined && profile.qty !== undefined && (
          <div>
            <dt>{dealerQtyTexts.rangeLabel}</dt>
            <dd>{dealerQtyTexts.range(profile.min_qty, profile.qty)}</dd>
          </div>
        )}
      </dl>
      <div className="form__actions profile__actions">
        <Link to={editPath} className="btn btn--primary">
          {accountTexts.profile.edit}
        </Link>
        <Link to={qrPath} className="btn btn--secondary">
          {messages.qr.profileLink}
        </Link>
        <button type="button" className="btn btn--secondary" disabled={isLoggingOut} onClick={() => void logOut()}>
          {accountTexts.profile.logout}
        </button>
      </div>
    </div>
  );
}
