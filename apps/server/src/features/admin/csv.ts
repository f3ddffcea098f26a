/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field that
 * holds a comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled.
 */

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR, which some read past) as
 * a formula: what a visitor typed into a public form could then run on the admin's computer
 * (CSV injection). Such a cell gets an apostrophe in front, which spreadsheets show as text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** UTF-8's byte order mark: spreadsheet programs read the file as UTF-8 (names in Hindi stay whole) only with it. */
export const csvByteOrderMark = '\uFEFF';
