import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from '../../platform/files/csv.ts';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['one\ntwo', '"one\ntwo"'],
    ['one\r\ntwo', '"one\r\ntwo"'],
    ['=1+1', "'=1+1"],
    ['+919876543210', "'+919876543210"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tlead', "'\tlead"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
    ['', ''],
    // A formula after a separator: the part a reader splitting there sees starts with an apostrophe.
    ['a;=1+1', "a;'=1+1"],
    ['a,=1+1', `"a,'=1+1"`],
    ['a\t=1+1', "a\t'=1+1"],
    ['x\n=cmd', `"x\n'=cmd"`],
    ['x\r\n=cmd', `"x\r\n'=cmd"`],
    ['a;+1', "a;'+1"],
    ['a;-1', "a;'-1"],
    ['a;@SUM(1)', "a;'@SUM(1)"],
    ['a; =1+1', "a; '=1+1"],
    ['a;"=1+1"', `"a;""'=1+1"""`],
    ['=1;=2', "'=1;'=2"],
    [' =1+1', " '=1+1"],
    // Legitimate data: a phone number or negative amount gets the one apostrophe it always did,
    // each one of a list its own; a dash inside a word or range is left alone.
    ['+91 98970 11111', "'+91 98970 11111"],
    ['+91 98970 11111, +91 98970 22222', `"'+91 98970 11111, '+91 98970 22222"`],
    ['-5 kg, 3 kg', `"'-5 kg, 3 kg"`],
    ['Mon-Fri; 9-5', 'Mon-Fri; 9-5'],
    ['line one\n\nline two', `"line one\n\nline two"`],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each(['a;=1+1', 'a,=1+1', 'a\t=1+1', 'x\n=cmd', 'x\r\n=cmd', 'a;+1', 'a;-1', 'a;@SUM(1)', 'a; =1+1', 'a;"=1+1"', 'a;;=1', 'a;\t=1', 'a\r@x', '=1;=2'])(
    'leaves no part of %j that a reader splitting on , ; tab CR or LF would run as a formula',
    (value) => {
      const line = csvRecord(['first', value, 'last']);
      for (const separator of [',', ';', '\t', '\r', '\n']) {
        for (const part of line.split(separator)) {
          // Readers may skip spaces, line breaks and an opening quote before they look.
          expect(part.replace(/^[ \t\r\n"]*/, ''), `${JSON.stringify(line)} split on ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@]/);
        }
      }
    },
  );

  it('writes numbers as they are, an absent value as an empty cell, and ends a record with CRLF', () => {
    expect(csvRecord([1, -2.5, null, undefined, 'x'])).toBe('1,-2.5,,,x\r\n');
  });
});
