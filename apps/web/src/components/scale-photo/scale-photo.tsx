import { useEffect, useState } from 'react';
import { orderScalePhoto } from '@kt/contract/routes';
import { apiUrl } from '../../lib/api-client.ts';
import { pathOf } from '../../lib/call-endpoint.ts';
import { objectUrlWithToken } from '../../lib/download-with-token.ts';
import { scalePhotoTexts as texts } from './scale-photo-texts.ts';
import './scale-photo.css';

type Props = {
  orderNumber: string;
  /** The figure's caption, e.g. "Photo of the scale's reading". */
  caption: string;
  /** Changes when the photo may have changed (the weights' version), so a new one is fetched. */
  version?: number | string;
};

/**
 * Issue 28: the photo of the scale's reading the dealer attached, for the order's two parties
 * only: fetched with the Bearer token (GET /api/order_scale_photo/{order_number}/) and shown from
 * a blob: URL, since a plain <img src> cannot carry the token.
 */
export function ScalePhoto({ orderNumber, caption, version }: Props) {
  const [state, setState] = useState<{ key: string; src: string | null; failed: boolean } | null>(null);
  const key = `${orderNumber}:${version ?? ''}`;
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    objectUrlWithToken(apiUrl(pathOf(orderScalePhoto, { orderNumber })))
      .then((src) => {
        made = src;
        if (live) setState({ key, src, failed: false });
        else URL.revokeObjectURL(src);
      })
      .catch(() => {
        if (live) setState({ key, src: null, failed: true });
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [orderNumber, key]);
  const shown = state && state.key === key ? state : null;
  return (
    <figure className="scale-photo">
      {shown?.src ? (
        <a href={shown.src} target="_blank" rel="noreferrer" className="scale-photo__link">
          <img src={shown.src} alt={caption} className="scale-photo__img" />
        </a>
      ) : (
        <p className="scale-photo__status" aria-busy={shown ? undefined : 'true'}>
          {shown?.failed ? texts.failed : texts.loading}
        </p>
      )}
      <figcaption className="scale-photo__caption">{caption}</figcaption>
    </figure>
  );
}
