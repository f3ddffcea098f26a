import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';
import { defineTexts, localizeEnglish } from '@kt/contract/i18n/catalogue';

/** Words of the areas page the spec leaves open; one place, so a second language is one more object. */
export const areaTexts = defineTexts('web/features/dealer-settings/areas/area-texts', 'areaTexts', {
  rule: dealerAreaMessages.pincodeDirectAddLimit,
  searchTitle: 'Find your area',
  pincode: 'Pincode',
  search: 'Search',
  searching: 'Searching…',
  state: 'State',
  city: 'City',
  area: 'Area',
  chooseAreaPlaceholder: 'Choose your area',
  add: 'Add',
  request: 'Request to add',
  adding: 'Adding…',
  requestNote: `You already serve ${limits.dealerDirectPincodes} pincodes: this one goes to the admin for approval.`,
  listTitle: 'Your areas',
  listCount: (n: number) => `(${n} of ${limits.dealerPincodeSlots})`,
  loadingList: 'Loading your areas',
  empty: 'You have not added any area yet. Search for a pincode above to add your first one.',
  delete: 'Delete',
  deleteName: (pincode: string, area: string) => `Delete ${pincode}, ${area}`,
  confirmTitle: 'Delete this area?',
  confirmText: (pincode: string, area: string) => `Customers in ${pincode} (${area}) will no longer find you.`,
  keep: 'Keep it',
  confirmDelete: 'Yes, delete',
  deleting: 'Deleting…',
  requestsTitle: 'Your pincode requests',
  requestedOn: 'Requested on',
  /** A pincode request's status as the server names it. */
  requestStatuses: { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' },
} as const);

/** The server's refusal in one line: its message and any per-field messages that say more, in the page's language when known. */
export function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.general.loadFailed;
  const extra = Object.values(error.body?.fields ?? {})
    .flat()
    .filter((text) => text !== error.message);
  return [error.message, ...new Set(extra)].map(localizeEnglish).join(' ');
}
