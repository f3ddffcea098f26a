import { currentLanguage } from './catalogue.ts';
import { languages } from './languages.ts';

/*
 * Numbers, money and dates through Intl in the locale of the language of the moment (issue 29):
 * en-IN and hi-IN both group in lakhs and write ₹; hi-IN names months in Hindi. Formatters are
 * made once per locale and options.
 */

/** The Intl locale of the language of the moment: 'en-IN' or 'hi-IN'. */
export function intlLocale(): string {
  return languages[currentLanguage()].locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A count as the reader's locale writes it: '1,25,000'. */
export function formatCount(value: number): string {
  return numberFormat().format(value);
}
