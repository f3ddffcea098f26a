import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from './csv.ts';

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
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as they are, an absent value as an empty cell, and ends a record with CRLF', () => {
    expect(csvRecord([1, -2.5, null, undefined, 'x'])).toBe('1,-2.5,,,x\r\n');
  });
});
