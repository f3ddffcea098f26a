import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToRating as replyRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { dealerRequestsKey } from '../request-kinds.ts';

/** POST /dealer/api/requests/ratings/{id}/reply/: the dealer's one public reply (409 once replied). */
export function replyToRating({ id, reply }: { id: number; reply: string }): Promise<{ msg: string }> {
  return callEndpoint(replyRoute, { params: { id }, json: { reply }, auth: true });
}

export function useReplyToRating(viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToRating, onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerRequestsKey('ratings', viewer) }) });
}
