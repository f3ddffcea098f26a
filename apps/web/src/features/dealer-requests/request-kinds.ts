/** The four lists of the Requests page, in the order of its tabs. */
export const requestKinds = ['pickups', 'messages', 'ratings', 'inquiries'] as const;
export type RequestKind = (typeof requestKinds)[number];

export function isRequestKind(value: string | null): value is RequestKind {
  return (requestKinds as readonly (string | null)[]).includes(value);
}

/**
 * The cache key of one list. The viewer (the signed-in account's KT ID: a dealer and their
 * employee see the same requests, but another account signing in on this tab must not see them)
 * is part of it.
 */
export function dealerRequestsKey(kind: RequestKind, viewer: string) {
  return ['dealer-requests', kind, viewer] as const;
}
