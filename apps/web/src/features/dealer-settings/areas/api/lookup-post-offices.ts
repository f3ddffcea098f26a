import type { PostOffice } from '@kt/contract/catalog/pincode-lookup';
import { pincodeLookup } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';

/**
 * GET /pincode/{pincode}: the post offices of a pincode in our India Post directory (empty when
 * it has none). The dealer picks one of them as the area; lib/pincode keeps only the first.
 */
export async function lookupPostOffices(pincode: string): Promise<PostOffice[]> {
  const [result] = await callEndpoint(pincodeLookup, { params: { pincode } });
  return result?.Status === 'Success' ? (result.PostOffice ?? []) : [];
}
