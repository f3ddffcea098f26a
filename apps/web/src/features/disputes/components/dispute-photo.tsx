import { useEffect, useState } from 'react';
import { objectUrlWithToken } from '../../../lib/download-with-token.ts';
import { disputeTexts as t } from '../texts.ts';

/** A dispute's private photo: fetched with the reader's token (the parties and the admin), shown once loaded. */
export function DisputePhoto({ url, orderNumber }: { url: string; orderNumber: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    objectUrlWithToken(url).then(
      (made) => {
        objectUrl = made;
        if (live) setSrc(made);
        else URL.revokeObjectURL(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return null;
  if (!src) return <span className="dispute__photo-loading">{t.photoLoading}</span>;
  return <img className="dispute__photo" src={src} alt={t.photoAlt(orderNumber)} />;
}
