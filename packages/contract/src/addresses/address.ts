import { z } from 'zod';
import { messages } from '../messages.ts';
import { phonePattern, pincodePattern } from '../patterns.ts';
import { ZId } from '../ids.ts';

const invalid = messages.address.invalid;
const required = (max = 200) => z.string().trim().min(1, invalid).max(max, invalid);

/**
 * POST /address/post-address/ (customer's Bearer token): a new saved address of the caller.
 * The first one is 'default', later ones 'not default'; a 6th is refused (409) with
 * 'You can add only 5 addresses.'. user_id, if sent, must be the caller.
 */
export const ZAddressRequest = z.object({
  user_id: ZId.optional(),
  phone_number: z.string().trim().regex(phonePattern, invalid),
  address: required(300),
  address_area: required(),
  landmark: required(),
  city: required(),
  state: required(),
  pincode: z.string().trim().regex(pincodePattern, invalid),
});
export type AddressRequest = z.input<typeof ZAddressRequest>;

/** Spec 3 'Customer address record'. */
export const ZCustomerAddress = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_type: z.string(),
  KT_ID: z.string(),
  name: z.string(),
  phone_number: z.string(),
  address: z.string(),
  address_area: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  default: z.enum(['default', 'not default']),
});
export type CustomerAddress = z.infer<typeof ZCustomerAddress>;
/** GET /address/get-address-by-ktid/{KT_ID}/ and GET /address/get-address/{id}/: the caller's addresses. */
export const ZAddressListResponse = z.array(ZCustomerAddress);
/** POST /address/post-address/: 200 (the spec's client treats only a 200 as saved) { msg, address }. */
export const ZAddressCreatedResponse = z.object({ msg: z.string(), address: ZCustomerAddress });
/** GET /address/delete-address/{id}/: 202 { successful: 'Successfully deleted address' }. */
export const ZAddressDeletedResponse = z.object({ successful: z.string() });
