import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slotsBody } from '@kt/contract/dealer-settings/pincodes';
import { addPincodes, updatePincodes } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { setupStatusRoot } from '../../hub/api/get-setup-status.ts';
import { pincodesQueryKey } from './get-all-pincodes.ts';

export type AreaSlot = { pincode: string; area: string };

/** The spec's client sends every body as multipart. */
export function formDataOf(fields: Record<string, string | number>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return body;
}

/**
 * Writes the dealer's whole set of areas (spec 6): update_pincodes with every slot; a dealer with
 * no record yet gets `unsuccessful` back, and then add_pincodes with the same body creates it.
 * Resolves to the path taken, since each has its own message.
 */
export async function saveAreas(dealerId: number, areas: readonly AreaSlot[]): Promise<'updated' | 'added'> {
  const slots = () => ({ body: formDataOf(slotsBody(dealerId, areas)), auth: true });
  const answer = await callEndpoint(updatePincodes, slots());
  if (!('unsuccessful' in answer)) return 'updated';
  await callEndpoint(addPincodes, slots());
  return 'added';
}

/** After any change the list and the hub's counts are read again, refusals included (the list may be stale). */
export function useRefreshAreas(dealerId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pincodesQueryKey(dealerId) });
    void queryClient.invalidateQueries({ queryKey: setupStatusRoot });
  };
}

export function useSaveAreas(dealerId: number) {
  const refresh = useRefreshAreas(dealerId);
  return useMutation({
    mutationFn: (areas: readonly AreaSlot[]) => saveAreas(dealerId, areas),
    onSettled: refresh,
  });
}
