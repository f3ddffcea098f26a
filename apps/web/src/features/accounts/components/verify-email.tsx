import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { verifyEmail, type VerifyResult } from '../api/verify-email.ts';
import { isUtype } from '../utype.ts';
import { accountTexts } from '../texts.ts';

/**
 * The page the verification e-mail links to (spec 2.4):
 * /v3/api/email-verify/{utype}/Frontend/?token=…. Shows 'Loading..' while the link is checked,
 * then the outcome and a way to sign in. The check runs once per link (verifyEmail).
 */
export function VerifyEmail() {
  const { utype } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isWellFormed = isUtype(utype) && token !== '';
  const [result, setResult] = useState<VerifyResult | null>(null);

  useEffect(() => {
    if (!isUtype(utype) || token === '') return;
    let isCurrent = true;
    void verifyEmail(utype, token).then((answer) => {
      if (isCurrent) setResult(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [utype, token]);

  const shown: VerifyResult | null = isWellFormed ? result : { isVerified: false, text: messages.password.activationExpired };

  return (
    <div className="form">
      <p className={shown?.isVerified ? 'notice' : shown ? 'form__alert' : 'muted'} role="status">
        {shown ? shown.text : accountTexts.verifying}
      </p>
      {shown && (
        <p className="form__actions">
          <Link to={paths.signIn} className="btn btn--primary">
            {accountTexts.signInLink}
          </Link>
        </p>
      )}
    </div>
  );
}
