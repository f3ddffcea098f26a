// Zod-free: the public footer, the endpoint definitions' file rules and the message catalogue read these rules.
import { pictureTypes } from '../files/file-rules.ts';

/** Limits of the operator's site settings (issue 15); ours, the spec names the details but no sizes. */
export const siteSettingsLimits = {
  emailMaxLength: 254,
  /** The postal address, all lines together (newlines count). */
  postalAddressMaxLength: 300,
  urlMaxLength: 500,
  /** The startup-programme certificate picture (JPEG, PNG or WebP). */
  certificateMaxBytes: 1024 * 1024,
} as const;

/** The picture types the certificate may be (the server checks the content, not the name). */
/** Social networks of the footer (spec 2.1: a social network, a photo-sharing network, a professional network). */
export const socialNetworks = ['Facebook', 'Instagram', 'LinkedIn'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const certificatePictureTypes = pictureTypes;

/**
 * An Indian phone number as an operator writes it: 10 digits (a mobile number, or an STD code
 * and a landline number), optionally after +91 or a trunk 0, with spaces or hyphens anywhere
 * between digits: '+91 98970 12345', '0562-226 1234', '9897012345'.
 */
export function isIndianPhone(value: string): boolean {
  if (!/^\+?[\d -]+$/.test(value) || /^[ -]|[ -]$/.test(value)) return false;
  const digits = value.replace(/[ -]/g, '');
  return /^(?:\+91|0)?[1-9]\d{9}$/.test(digits);
}

/** An absolute https URL on a named host (a social profile link): no user part, no spaces. */
const httpsUrlPattern = /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isHttpsUrl(value: string): boolean {
  return httpsUrlPattern.test(value);
}

/** The lines of a postal address as stored (one per line, none empty). */
export function postalAddressLines(address: string): string[] {
  return address
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
