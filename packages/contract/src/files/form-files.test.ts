import { describe, expect, it } from 'vitest';
import { ZEmployeeForm } from '../accounts/employee.ts';
import { ZDocumentsForm } from '../dealer-settings/documents.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { pictureRule, ZChosenFile } from './chosen-file.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });
const m = messages.dealerSettings;

describe("the forms' files", () => {
  const rule = pictureRule(100, 'Not a picture', 'Too large');

  it('takes a file or none; an empty file is none, and a required one says so', () => {
    const required = ZChosenFile({ required: 'Choose a picture', rule });
    expect(required.safeParse(null).error?.issues[0]?.message).toBe('Choose a picture');
    expect(required.safeParse(file('a.png', 'image/png', 0)).error?.issues[0]?.message).toBe('Choose a picture');
    expect(ZChosenFile({ rule }).parse(file('a.png', 'image/png', 0))).toBeNull();
    expect(required.safeParse(file('a.gif', 'image/gif', 10)).error?.issues[0]?.message).toBe('Not a picture');
    expect(required.safeParse(file('a.png', 'image/png', 101)).error?.issues[0]?.message).toBe('Too large');
    expect(ZChosenFile().safeParse('a.png').success).toBe(false);
  });

  it('tells only the worst problem of a dealer’s documents, at every file that has it', () => {
    const form = ZDocumentsForm('Collector');
    const bigPdf = file('gst.pdf', 'application/pdf', limits.documentPdfMaxBytes + 1);
    expect(issues(form.safeParse({ Aadhar_card: null, Pic: file('me.pdf', 'application/pdf'), GSTcertificate: null, OtherDocuments: bigPdf }))).toEqual([
      ['Aadhar_card', m.documentsMissing],
      ['GSTcertificate', m.documentsMissing],
    ]);
    expect(issues(form.safeParse({ Aadhar_card: bigPdf, Pic: file('me.pdf', 'application/pdf'), GSTcertificate: bigPdf, OtherDocuments: null }))).toEqual([
      ['Pic', m.documentsInvalid],
    ]);
    // A picture may be larger than a PDF; the type is read from the name when none is declared.
    const picture = file('aadhaar.jpg', '', limits.documentPdfMaxBytes + 1);
    expect(form.safeParse({ Aadhar_card: picture, Pic: file('me.png', 'image/png'), GSTcertificate: file('gst.pdf', 'application/pdf'), OtherDocuments: null }).success).toBe(true);
  });

  it("checks an employee's Aadhaar card (required) and picture (optional, a picture only)", () => {
    const employee = { dealer_email: 'dealer@example.com', email: 'ravi@example.com', username: 'Ravi', password: 'kabadi-42', mobile_number: '9123456780' };
    expect(issues(ZEmployeeForm.safeParse({ ...employee, aadhar_card: null, ProfilePic: file('cv.pdf', 'application/pdf') }))).toEqual([
      ['aadhar_card', m.documentsMissing],
      ['ProfilePic', m.documentsInvalid],
    ]);
    expect(ZEmployeeForm.safeParse({ ...employee, aadhar_card: file('a.pdf', 'application/pdf'), ProfilePic: null }).success).toBe(true);
  });
});
