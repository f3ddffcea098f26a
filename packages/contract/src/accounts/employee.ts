import { z } from 'zod';
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
