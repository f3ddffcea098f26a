import { useQuery } from '@tanstack/react-query';
// Only the QR pages import this module, so the library stays in their chunk.
import QRCode from 'qrcode';
import { LoadError } from '../../../components/ui/load-error.tsx';
import '../qr.css';

/** The QR code of a text as an SVG data URL (a margin of one module). */
export async function makeQrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type Props = { ktId: string };

/** The account's QR code (spec 2.6, 2.7; the profile's qrCode is its KT_ID), the KT_ID under it, and a Download link. */
export function KtQrCode({ ktId }: Props) {
  const qr = useQuery({ queryKey: ['qr', ktId], queryFn: () => makeQrDataUrl(ktId), staleTime: Infinity });

  if (qr.isPending) {
    return (
      <figure className="qr" aria-busy="true">
        <span className="qr__image qr__image--loading skeleton" role="img" aria-label={`Loading the QR code of ${ktId}`} />
        <figcaption className="qr__id">{ktId}</figcaption>
      </figure>
    );
  }
  if (qr.isError) return <LoadError onRetry={() => void qr.refetch()} />;

  return (
    <figure className="qr">
      <img className="qr__image" src={qr.data} alt={`QR code of ${ktId}`} width="240" height="240" />
      <figcaption className="qr__id">{ktId}</figcaption>
      <a className="btn btn--primary" href={qr.data} download={`${ktId}.svg`}>
        Download
      </a>
    </figure>
  );
}
