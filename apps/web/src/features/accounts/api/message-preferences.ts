import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagePreferences, MessagePreferencesUpdate } from '@kt/contract/phone/phone-fields';
import { messagePreferences, updateMessagePreferences } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function messagePreferencesKey(accountId: number) {
  return ['accounts', 'message-preferences', accountId] as const;
}

/** GET /v3/api/message-preferences/: the caller's choice per channel, WhatsApp consent and sign-in number. */
export function getMessagePreferences(): Promise<MessagePreferences> {
  return callEndpoint(messagePreferences, { auth: true });
}

export function useMessagePreferences(accountId: number) {
  return useQuery({ queryKey: messagePreferencesKey(accountId), queryFn: getMessagePreferences });
}

/** POST /v3/api/message-preferences/ (JSON): the whole choice; the answer is the stored one, with the consent's time. */
export function saveMessagePreferences(choice: MessagePreferencesUpdate): Promise<MessagePreferences> {
  return callEndpoint(updateMessagePreferences, { json: choice, auth: true });
}

export function useSaveMessagePreferences(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessagePreferences,
    onSuccess: (stored) => queryClient.setQueryData(messagePreferencesKey(accountId), stored),
  });
}
