// Zod-free: the dealer's completion screen and the commission page build the link in the browser,
// the server checks what comes back. One place for the UPI deep link's rules (issue 28).

import { fromHundredths } from '../money.ts';

/** A UPI ID (VPA) as NPCI allows it: a handle, '@', a bank's or app's name. */
export const upiVpaPattern = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** The Unique Transaction Reference a UPI app shows after a payment: 12 digits. */
export const upiUtrPattern = /^\d{12}$/;

export const upiLimits = {
  vpaMaxLength: 320,
  /** What apps show of the payee's name; longer names are cut, not refused. */
  payeeNameMaxLength: 50,
} as const;

export type UpiPayment = {
  /** The payee's VPA (pa). */
  payeeVpa: string;
  /** The payee's name as the paying app shows it (pn). */
  payeeName: string;
  /** The exact amount in paise (am, written in rupees with two places). */
  amountPaise: bigint;
  /** Our reference: the order's or the statement's number (tr, and tn's text). */
  reference: string;
  /** The note the paying app shows (tn); defaults to the reference. */
  note?: string;
};

/** RFC 3986 encoding: spaces as %20 (not '+'), which every UPI app reads alike. */
function encodeUpiValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `upi://pay?pa=…&pn=…&am=123.45&cu=INR&tr=…&tn=…`: the NPCI deep-link parameters in that order,
 * the amount to the paisa, every value percent-encoded.
 */
export function buildUpiLink(payment: UpiPayment): string {
  if (!upiVpaPattern.test(payment.payeeVpa)) throw new Error(`not a UPI ID: ${payment.payeeVpa}`);
  if (payment.amountPaise <= 0n) throw new Error('a UPI payment needs an amount above zero');
  const name = payment.payeeName.trim().slice(0, upiLimits.payeeNameMaxLength);
  const parameters: [string, string][] = [
    ['pa', payment.payeeVpa],
    ['pn', name],
    ['am', fromHundredths(payment.amountPaise)],
    ['cu', 'INR'],
    ['tr', payment.reference],
    ['tn', payment.note ?? payment.reference],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encodeUpiValue(value)}`).join('&')}`;
}
