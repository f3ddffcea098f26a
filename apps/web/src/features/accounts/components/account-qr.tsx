import { useState, type ReactNode } from 'react';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useProfile } from '../api/profile.ts';
import { utypeOf } from '../utype.ts';
import '../qr.css';

/** The server's picture as a download: the same URL with ?download=1 answers it as an attachment. */
export function qrDownloadUrl(qrCode: string): string {
  return `${qrCode}${qrCode.includes('?') ? '&' : '?'}download=1`;
}

/**
 * The signed-in account's QR code page body (spec 2.6, 2.7): what the code leads to, the PNG the
 * server renders (the profile's qrCode) and a Download link. A dealer's code opens the dealer's
 * marketplace page; a customer's carries the KT ID.
 */
export function AccountQr() {
  const auth = useAuth();
  // The area layout shows a way back to sign-in when the session is gone.
  if (!auth) return null;
  return <AccountQrCode auth={auth} />;
}

function AccountQrCode({ auth }: { auth: AuthRecord }) {
  const utype = utypeOf(auth.account_type);
  const { data: profile, isPending, isError, refetch } = useProfile(utype, auth.id);
  // The picture is a request of its own; a failed one offers the same retry as a failed profile.
  const [pictureAttempt, setPictureAttempt] = useState(0);
  const [hasPictureFailed, setHasPictureFailed] = useState(false);
  const purpose = utype === 'dealer' ? messages.qr.dealerPurpose : messages.qr.customerPurpose;
  const alt = utype === 'dealer' ? messages.qr.dealerAlt : messages.qr.customerAlt;

  let body: ReactNode;
  if (isPending) {
    body = (
      <figure className="qr" aria-busy="true">
        <span className="qr__image qr__image--loading skeleton" role="img" aria-label={messages.qr.loading} />
        <span className="qr__id skeleton-text">&nbsp;</span>
      </figure>
    );
  } else if (isError || hasPictureFailed) {
    body = (
      <LoadError
        onRetry={() => {
          setHasPictureFailed(false);
          setPictureAttempt((attempt) => attempt + 1);
          void refetch();
        }}
      />
    );
  } else {
    body = (
      <figure className="qr">
        <img
          key={pictureAttempt}
          className="qr__image"
          src={profile.qrCode}
          alt={alt}
          width="240"
          height="240"
          decoding="async"
          onError={() => setHasPictureFailed(true)}
        />
        <figcaption className="qr__id">{profile.KT_ID}</figcaption>
        <a className="btn btn--primary" href={qrDownloadUrl(profile.qrCode)} download={`${profile.KT_ID}-qr.png`}>
          {messages.qr.download}
        </a>
      </figure>
    );
  }

  return (
    <>
      <p className="lead">{purpose}</p>
      {body}
    </>
  );
}
