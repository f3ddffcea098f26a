import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScheduleRequestEntry, ZScheduleStatusChange } from '@kt/contract/marketplace/dealer-requests';
import { dealerScheduleRequest } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { changeListItems, type ListPages } from '../../../lib/use-list-pages.ts';
import { dealerRequestsKey } from '../request-kinds.ts';

export type ScheduleDecision = z.infer<typeof ZScheduleStatusChange>['status'];
export type ScheduleStatusChange = { id: number; status: ScheduleDecision };

/**
 * PATCH /dealer/api/requests/schedule/{id}/ with { status } as a form: a New request becomes Done
 * or Declined, once; the server answers 409 when it already is one of them.
 */
export function changeScheduleStatus({ id, status }: ScheduleStatusChange): Promise<unknown> {
  const body = new FormData();
  body.set('status', status);
  return callEndpoint(dealerScheduleRequest, { params: { id }, body, auth: true });
}

/**
 * Mark a pickup request done or declined. The cached list shows the new status at once; then it
 * is read again, after a refusal too, since a 409 means the list on screen was out of date.
 */
export function useChangeScheduleStatus(viewer: string) {
  const queryClient = useQueryClient();
  const key = dealerRequestsKey('pickups', viewer);
  return useMutation({
    mutationFn: changeScheduleStatus,
    onSuccess: (_answer, { id, status }) => {
      queryClient.setQueryData<ListPages<ScheduleRequestEntry>>(key, (pages) =>
        changeListItems(pages, (list) => list.map((entry) => (entry.id === id ? { ...entry, status } : entry))),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
