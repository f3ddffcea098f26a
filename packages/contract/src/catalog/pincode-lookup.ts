import { z } from 'zod';
import { pincodePattern } from '../patterns.ts';

export const ZPincode = z.string().regex(pincodePattern, 'Enter valid pincode');

/** The area pincode a visitor chooses (spec 2.3, 5): six digits, then looked up. */
export const ZAreaPincodeForm = z.object({ pincode: z.string().trim().pipe(ZPincode) });

/*
 * GET /pincode/{pincode} (routes.pincodeLookup): our own India Post directory, answering in
 * the shape of the public postal-pincode lookup the spec describes, so every pincode check
 * calls our server.
 */

export const ZPostOffice = z.object({
  Name: z.string(),
  Block: z.string(),
  District: z.string(),
  State: z.string(),
  Country: z.string(),
  Pincode: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type PostOffice = z.infer<typeof ZPostOffice>;

export const ZPincodeLookupResult = z.object({
  Status: z.enum(['Success', 'Error']),
  Message: z.string(),
  PostOffice: z.array(ZPostOffice).nullable(),
});

export const ZPincodeLookupResponse = z.array(ZPincodeLookupResult).length(1);
export type PincodeLookupResponse = z.infer<typeof ZPincodeLookupResponse>;
