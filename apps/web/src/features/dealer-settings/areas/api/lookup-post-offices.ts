import type { PincodeLookupResponse, PostOffice } from '@kt/contract/catalog/pincode-lookup';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../../lib/api-client.ts';

/**
 * GET /pincode/{pincode}: the post offices of a pincode in our India Post directory (empty when
 * it has none). The dealer picks one of them as the area; lib/pincode keeps only the first.
 */
export async function lookupPostOffices(pincode: string): Promise<PostOffice[]> {
  const [result] = await apiFetch<PincodeLookupResponse>(endpoints.pincodeLookup(pincode));
  return result?.Status === 'Success' ? (result.PostOffice ?? []) : [];
}
