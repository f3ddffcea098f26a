import { useId, useState } from 'react';
import type { Utype } from '@kt/contract/accounts/fields';
import { formatIndianMobile } from '../../../lib/mobile-number.ts';
import { phoneTexts } from '../message-texts.ts';
import { ProfileMobileNumberForm } from './profile-mobile-number-form.tsx';

const t = phoneTexts.mobile;

type Props = {
  utype: Utype;
  accountId: number;
  /** The verified sign-in number (+91 E.164), or null. */
  mobileE164: string | null;
};

/** The profile's 'Mobile sign-in': the verified number or 'Not added', and adding or changing it with a code. */
export function ProfileMobileNumber({ utype, accountId, mobileE164 }: Props) {
  const headingId = useId();
  const formId = useId();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <section className="phone-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="phone-section__title">
        {t.heading}
      </h2>
      <p className="muted">{t.lead}</p>
      <div className="profile-mobile__current">
        <dl className="profile-mobile__number">
          <dt>{t.numberLabel}</dt>
          <dd>{mobileE164 ? formatIndianMobile(mobileE164) : t.notAdded}</dd>
        </dl>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={isEditing}
          aria-controls={formId}
          onClick={() => setIsEditing((isOpen) => !isOpen)}
        >
          {mobileE164 ? t.change : t.add}
        </button>
      </div>
      <div id={formId}>
        {isEditing && (
          <ProfileMobileNumberForm utype={utype} accountId={accountId} onVerified={() => setIsEditing(false)} onCancel={() => setIsEditing(false)} />
        )}
      </div>
    </section>
  );
}
