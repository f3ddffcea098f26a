import { z } from 'zod';
import {
  customerAccountTypes,
  dealerAccountTypes,
  organizationCustomerRoles,
  personalCustomerRoles,
} from './account-types.ts';
import { ZEmail, ZMobileNumber, ZNewPassword, ZSignupAddress, ZUsername } from './fields.ts';
import { messages } from '../messages.ts';

/*
 * POST /v3/api/registration/customer/ and /v3/api/registration/dealer/ (form fields).
 * Answers { msg } with 201 'Verification email sent' on create, or 409 with the spec's
 * 'your unverified account already exists!' (after resending the link) or
 * 'your verified account already exists!'.
 */

const ZAccountDetails = z.object({
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  mobile_number: ZMobileNumber,
  ProfilePic: z.string().max(0).optional(),
});

export const ZCustomerSignUpRequest = ZAccountDetails.extend({
  account_category: z.literal('customer'),
  account_type: z.enum(customerAccountTypes),
  role: z.enum([...personalCustomerRoles, ...organizationCustomerRoles]),
})
  .extend(ZSignupAddress.shape)
  .refine(
    (value) =>
      value.account_type === 'Personal'
        ? (personalCustomerRoles as readonly string[]).includes(value.role)
        : (organizationCustomerRoles as readonly string[]).includes(value.role),
    { path: ['role'], message: 'Choose a customer type of this account' },
  );
export type CustomerSignUpRequest = z.infer<typeof ZCustomerSignUpRequest>;

/** Dealers register with account_category 'customer' too (spec section 3); the server ignores it. */
export const ZDealerSignUpRequest = ZAccountDetails.extend({
  account_category: z.string().max(20).optional(),
  account_type: z.enum(dealerAccountTypes),
  role: z.enum(dealerAccountTypes),
}).refine((value) => value.role === value.account_type, { path: ['role'], message: 'Choose a dealer type' });
export type DealerSignUpRequest = z.infer<typeof ZDealerSignUpRequest>;

/** The customer type chosen before a customer sign-up (spec 2.4): one of the personal or organization roles. */
export const ZCustomerTypeChoice = z.object({
  role: z
    .string({ error: messages.accounts.chooseCustomerType })
    .pipe(z.enum([...personalCustomerRoles, ...organizationCustomerRoles], { error: messages.accounts.chooseCustomerType })),
});

/** The dealer type chosen on the first step of a dealer sign-up (spec 2.4). */
export const ZDealerTypeChoice = z.object({
  dealerType: z
    .string({ error: messages.accounts.chooseDealerType })
    .pipe(z.enum(dealerAccountTypes, { error: messages.accounts.chooseDealerType })),
});

export const ZMsgResponse = z.object({ msg: z.string() });
export type MsgResponse = z.infer<typeof ZMsgResponse>;

export const signUpMsgs = {
  created: 'Verification email sent',
} as const;
