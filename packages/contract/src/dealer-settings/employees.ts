import { z } from 'zod';

/**
 * GET /v3/api/employees/ (ours; the dealer): the dealer's employees, oldest first.
 * DELETE /v3/api/employees/{id}/ removes one (their sign-ins end at once): 200 { msg }.
 */
export const ZEmployeeEntry = z.object({
  id: z.number().int(),
  KT_ID: z.string(),
  username: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  ProfilePic: z.string().nullable(),
  created_at: z.string(),
});
export type EmployeeEntry = z.infer<typeof ZEmployeeEntry>;
export const ZEmployeeList = z.array(ZEmployeeEntry);
