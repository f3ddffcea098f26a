import { z } from 'zod';
import { ZDealerData } from '../accounts/profile.ts';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZPageQuery } from '../paging.ts';
import { ZInitiativeFields } from './initiatives.ts';
import { ZDealerInitiative, ZDealerInitiativeList, ZInitiativeListQuery, ZMarketplacePage } from './page.ts';

const ZIdParams = z.object({ id: ZId });
/** A picture (checked by content after the body is read). */
const initiativePhoto: FileRule = { maxBytes: limits.initiativePhotoMaxBytes, tooLarge: messages.marketplaceArea.initiativePhotoTooLarge };

/**
 * Spec 2.8 and 7 'Marketplace': a dealer's public page and its initiatives (spec 3 'Dealer
 * initiative'). The page's forms and the dealer's requests join here when they are converted.
 */
export const marketplaceEndpoints = {
  marketplacePage: defineEndpoint({
    method: 'GET',
    path: '/v3/api/marketplace/:id/',
    access: 'public',
    params: ZIdParams,
    response: ZMarketplacePage,
    summary: "Everything a dealer's public page shows, in one read (ours).",
  }),
  dealerData: defineEndpoint({
    method: 'GET',
    path: '/v3/api/dealer-data/:id',
    access: 'public',
    params: ZIdParams,
    response: ZDealerData,
    summary: "A dealer's public fields: username, account type, whether active.",
  }),
  dealerInitiatives: defineEndpoint({
    method: 'GET',
    path: '/api3/dealer_initiatives/dealer_initiatives/',
    access: 'public',
    query: ZPageQuery.extend(ZInitiativeListQuery.shape),
    response: ZDealerInitiativeList,
    summary: "Active dealers' initiatives, newest first; `dealer_id` filters (ours).",
  }),
  addDealerInitiative: defineEndpoint({
    method: 'POST',
    path: '/api3/dealer_initiatives/dealer_initiatives/',
    access: ['dealer'],
    body: ZInitiativeFields,
    files: { photo: initiativePhoto },
    status: 201,
    response: ZDealerInitiative,
    summary: "A new initiative of the signed-in dealer, with an optional photo.",
  }),
  updateDealerInitiative: defineEndpoint({
    method: 'PATCH',
    path: '/api3/dealer_initiatives/dealer_initiatives/:id/',
    access: ['dealer'],
    params: ZIdParams,
    body: ZInitiativeFields,
    files: { photo: initiativePhoto },
    response: ZDealerInitiative,
    summary: "A change of one of the dealer's initiatives: its message, a new photo or none.",
  }),
  removeDealerInitiative: defineEndpoint({
    method: 'DELETE',
    path: '/api3/dealer_initiatives/dealer_initiatives/:id/',
    access: ['dealer'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: "Removes one of the dealer's initiatives.",
  }),
};
