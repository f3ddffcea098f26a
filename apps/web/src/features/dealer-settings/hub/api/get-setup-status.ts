import { useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import { dealerSetupStatus } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';

/**
 * Every settings page that changes documents, areas or prices invalidates this root, so the hub
 * is fresh when the dealer comes back. The dealer's id is in the key although the endpoint reads
 * the caller from the token: another dealer signing in on the same tab must not see these.
 */
export const setupStatusRoot = ['dealer-settings', 'setup-status'] as const;

export function setupStatusKey(dealerId: number) {
  return [...setupStatusRoot, dealerId] as const;
}

/** GET /dealer/api/setup-status/: what is still missing before customers can find the dealer. */
export function getSetupStatus(): Promise<SetupStatus> {
  return callEndpoint(dealerSetupStatus, { auth: true });
}

export function useSetupStatus(dealerId: number) {
  return useQuery({ queryKey: setupStatusKey(dealerId), queryFn: getSetupStatus });
}
