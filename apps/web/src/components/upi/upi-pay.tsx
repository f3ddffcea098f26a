import { useEffect, useId, useState } from 'react';
import { upiTexts } from './upi-texts.ts';
import './upi-pay.css';

/**
 * What a UPI payment panel shows. The caller builds `link` with the contract's `buildUpiLink`
 * (so the amount, `cu=INR`, `tr` and `tn` follow one rule) and formats the amount for people.
 */
export type UpiPayProps = {
  /** The `upi://pay?...` link, from `buildUpiLink` of `@kt/contract/payments/upi`. */
  link: string;
  /** The amount as people read it, e.g. formatRupees('1234.05') → '₹1,234.05'. */
  amountText: string;
  /** The payee's name (the same as the link's `pn`). */
  payeeName: string;
  /** The payee's UPI ID, shown under the name when given. */
  payeeVpa?: string;
  /** Our reference (order or statement number, the link's `tr`), shown when given. */
  reference?: string;
  /** The panel's heading; defaults to 'Pay by UPI'. */
  heading?: string;
};

/** The QR is drawn as an SVG: crisp at any size, no canvas, works on every browser. */
const qrOptions = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;

type QrState = { link: string; src: string } | { link: string; failed: true } | null;

/**
 * Draws `link` as a QR code in the browser. `qrcode` is imported lazily, so the pages that show
 * a payment (dealer area, lazy routes) fetch it only when the panel appears, and public pages
 * never do; nothing is sent anywhere (the link holds a person's UPI ID).
 */
function useQrCode(link: string): QrState {
  const [state, setState] = useState<QrState>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((module) => module.default.toString(link, qrOptions))
      .then((svg) => {
        if (live) setState({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (live) setState({ link, failed: true });
      });
    return () => {
      live = false;
    };
  }, [link]);
  return state && state.link === link ? state : null;
}

/** A UPI payment: amount, payee, a big 'Pay with UPI app' link button and the same link as a QR code. */
export function UpiPay({ link, amountText, payeeName, payeeVpa, reference, heading }: UpiPayProps) {
  const qr = useQrCode(link);
  const headingId = useId();
  return (
    <section className="upi-pay" aria-labelledby={headingId}>
      <h2 className="upi-pay__heading" id={headingId}>
        {heading ?? upiTexts.heading}
      </h2>
      <dl className="upi-pay__facts">
        <dt>{upiTexts.amountLabel}</dt>
        <dd className="upi-pay__amount">{amountText}</dd>
        <dt>{upiTexts.payeeLabel}</dt>
        <dd>
          {payeeName}
          {payeeVpa ? (
            <>
              <br />
              <span className="upi-pay__hint">{payeeVpa}</span>
            </>
          ) : null}
        </dd>
        {reference ? (
          <>
            <dt>{upiTexts.referenceLabel}</dt>
            <dd>{reference}</dd>
          </>
        ) : null}
      </dl>
      <a className="btn btn--primary upi-pay__button" href={link}>
        {upiTexts.payButton}
      </a>
      <p className="upi-pay__hint">{upiTexts.payButtonHint}</p>
      <figure className="upi-pay__qr">
        {qr && 'src' in qr ? (
          <img src={qr.src} alt={upiTexts.qrAlt(amountText, payeeName)} width={240} height={240} />
        ) : (
          <div className="upi-pay__qr-placeholder" role="status">
            {qr ? upiTexts.qrFailed : upiTexts.qrLoading}
          </div>
        )}
        <figcaption className="upi-pay__hint">{upiTexts.qrHint}</figcaption>
      </figure>
    </section>
  );
}
