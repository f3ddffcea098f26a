import { pincodeLookup } from '@kt/contract/routes';
import { callEndpoint } from './call-endpoint.ts';

export type PincodeArea = { state: string; city: string };

/**
 * Looks a pincode up in our server's India Post directory (spec 7: the first post office's
 * State and District are used). Resolves to null when the pincode has no post office; rejects
 * with an ApiError when the check itself fails (a malformed pincode is a 400).
 */
export async function lookupPincode(pincode: string): Promise<PincodeArea | null> {
  const [result] = await callEndpoint(pincodeLookup, { params: { pincode } });
  const office = result?.Status === 'Success' ? result.PostOffice?.[0] : undefined;
  return office ? { state: office.State, city: office.District } : null;
}
