/**
 * A +91 number as people read it: '+91 98765 43210'. The web's own few lines instead of the
 * contract's formatter, whose module loads libphonenumber-js's metadata for its parser: pages
 * that only show a number do not download it. Anything that is not a +91 mobile shows as it is.
 */
export function formatIndianMobile(e164: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
}
