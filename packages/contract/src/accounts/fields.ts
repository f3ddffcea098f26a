import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZPincode } from '../catalog/pincode-lookup.ts';
import { phonePattern } from '../patterns.ts';
import { typedTwice } from '../typed-twice.ts';

/** Field rules of the sign-up and profile forms (spec section 5), shared by form and route. */
export const ZUtype = z.enum(['customer', 'dealer']);
export type Utype = z.infer<typeof ZUtype>;

const detailsMessage = messages.signUp.detailsInvalid;

export const ZUsername = z.string().trim().min(1, detailsMessage).max(100, detailsMessage);
export const ZEmail = z.string().trim().toLowerCase().pipe(z.email(detailsMessage).max(254, detailsMessage));
export const ZMobileNumber = z.string().trim().regex(phonePattern, detailsMessage);
export const ZNewPassword = z
  .string()
  .min(limits.passwordMin, messages.signUp.passwordsInvalid)
  .max(128, messages.signUp.passwordsInvalid);
/** Sign-in takes any password as typed; it only has to be there. */
export const ZAnyPassword = z.string().min(1).max(128);

const required = (message: string) => z.string().trim().min(1, message).max(200, message);
export const ZSignupAddress = z.object({
  areaPincode: ZPincode,
  state: required('Please enter valid pincode'),
  city: required('Please enter valid pincode'),
  address: required('Please enter your address').max(500),
});

/**
 * The details step of every sign-up as the form has it (spec 2.4, 5): name, e-mail, mobile,
 * the password typed twice and the required agreement. In the spec's order of messages: the
 * details ('Enter 10-digit mobile number…'), then the passwords ('passwords must be same…',
 * both fields marked), then the agreement (ours).
 */
export const ZSignupDetails = z
  .object({
    username: ZUsername,
    email: ZEmail,
    mobile_number: ZMobileNumber,
    password: ZNewPassword,
    confirm_password: z.string(),
    agreement: z.boolean().refine((hasAgreed) => hasAgreed, messages.accounts.agreementRequired),
  })
  .refine(...typedTwice('password', 'confirm_password', messages.signUp.passwordsInvalid, 'password'))
  .refine(...typedTwice('password', 'confirm_password', messages.signUp.passwordsInvalid));
export type SignupDetails = z.output<typeof ZSignupDetails>;
