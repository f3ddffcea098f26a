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

/**
 * The same inside a cell: a spreadsheet set to another separator (`;` in much of Europe, a tab
 * when pasted) or a tool that reads line by line splits our cell there, quotes or not, and the
 * part after `a;` becomes a cell of its own, so `a;=1+1` runs. An apostrophe in front of the
 * whole cell does not reach that part, so one goes right before every = + - @ that starts a part:
 * one that follows the cell's start or a separator (`,` `;` tab CR LF), past any spaces, line
 * breaks and quotes a reader may skip. Chosen over refusing or stripping such text: it stays
 * whole and readable. The cost falls on legitimate text that lists numbers, such as
 * '+91 98970 11111, +91 98970 22222' or '-5 kg, -2 kg', which shows an apostrophe before each;
 * a lone phone number or negative amount gets only the one it always had, a dash inside a word
 * or range ('Mon-Fri') none, and numbers we write ourselves (typeof number) are left alone.
 */
const formulaPartStart = /((?:^|[,;\t\r\n])[ \t\r\n"]*)(?=[=+\-@])/g;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(formulaPartStart, (before: string) => `${before}'`);
    if (formulaStart.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** UTF-8's byte order mark: spreadsheet programs read the file as UTF-8 (names in Hindi stay whole) only with it. */
export const csvByteOrderMark = '\uFEFF';
