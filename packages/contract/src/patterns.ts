import { z } from 'zod';

/** Input patterns of spec section 5, shared by the browser forms and the server routes. */
export const pincodePattern = /^\d{6}$/;
export const phonePattern = /^\d{10}$/;

export const ZPincode = z.string().regex(pincodePattern, 'Enter valid pincode');
