import { z } from 'zod';
import { ZDocumentFile } from '../files/document-file.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { phonePattern } from '../patterns.ts';
import { ZEmail, ZUsername } from './fields.ts';

/**
 * POST /v3/api/registration/employee/ (multipart; dealers only, for themselves):
 * dealer_email, email, username, password, mobile_number, files aadhar_card (PDF ≤ 150 KB or
 * image ≤ 200 KB) and ProfilePic (optional image ≤ 200 KB). 201 { msg: 'Employee added successfully' }.
 */
export const ZEmployeeFields = z.object({
  dealer_email: ZEmail,
  email: ZEmail,
  username: ZUsername,
  password: z.string().min(limits.employeePasswordMin, messages.dealerSettings.employeePassword).max(128),
  mobile_number: z.string().trim().regex(phonePattern, messages.dealerSettings.employeeMobile),
});
export type EmployeeFields = z.infer<typeof ZEmployeeFields>;

/**
 * The dealer's Add Employee form: the fields above (the dealer's e-mail added unseen), the
 * required Aadhaar card (a document) and the optional profile picture (a picture), checked
 * before sending as the server checks them.
 */
export const ZEmployeeForm = ZEmployeeFields.extend({
  aadhar_card: ZDocumentFile({ isRequired: true }),
  ProfilePic: ZDocumentFile({ isPictureOnly: true }),
});
export type EmployeeForm = z.infer<typeof ZEmployeeForm>;
