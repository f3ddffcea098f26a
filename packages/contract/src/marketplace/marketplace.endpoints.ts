import { z } from 'zod';
import { ZDealerData } from '../accounts/profile.ts';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { limits, rateLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZPageQuery } from '../paging.ts';
import {
  ZInquiryList,
  ZRatingList,
  ZReachUsList,
  ZScheduleRequestEntry,
  ZScheduleRequestList,
  ZScheduleStatusChange,
} from './dealer-requests.ts';
import { ZMarketplaceFormResponse, ZRatingRequest, ZReachUsRequest, ZScheduleRequest } from './forms.ts';
import { ZInitiativeFields } from './initiatives.ts';
import { ZDealerInitiative, ZDealerInitiativeList, ZInitiativeListQuery, ZMarketplacePage } from './page.ts';

const ZIdParams = z.object({ id: ZId });
/** A picture (checked by content after the body is read). */
const initiativePhoto: FileRule = { maxBytes: limits.initiativePhotoMaxBytes, tooLarge: messages.marketplaceArea.initiativePhotoTooLarge };

/**
 * Spec 2.8 and 7 'Marketplace': a dealer's public page, its initiatives (spec 3 'Dealer
 * initiative') and forms, and the dealer's lists of what visitors sent them.
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
  // The page's forms: the address is counted before the body is read, the e-mail once the form is valid.
  schedulePickup: defineEndpoint({
    method: 'POST',
    path: '/api3/schedule_pickup/schedule_pickup/',
    access: 'public',
    body: ZScheduleRequest,
    status: 201,
    response: ZMarketplaceFormResponse,
    rateLimit: { name: 'schedulePickup', policy: rateLimits.marketplaceForms, emailFrom: 'body' },
    validationMessage: messages.marketplace.scheduleInvalid,
    summary: 'A visitor asks the dealer for a pickup; a date and time that cannot be kept are stored as to be agreed.',
  }),
  dealerRating: defineEndpoint({
    method: 'POST',
    path: '/api3/dealer_rating/dealer_rating/',
    access: 'public',
    body: ZRatingRequest,
    status: 201,
    response: ZMarketplaceFormResponse,
    rateLimit: { name: 'dealerRating', policy: rateLimits.ratings },
    // A missing rating is the spec's 'Please Write us Review'; a value off the half steps adds its own field message.
    validationMessage: messages.marketplace.ratingMissing,
    summary: 'A visitor rates the dealer, 0.5 to 5 in half steps, with an optional review.',
  }),
  reachUs: defineEndpoint({
    method: 'POST',
    path: '/api3/reach_us/reach_us/',
    access: 'public',
    body: ZReachUsRequest,
    status: 201,
    response: ZMarketplaceFormResponse,
    rateLimit: { name: 'reachUs', policy: rateLimits.marketplaceForms, emailFrom: 'body' },
    validationMessage: messages.marketplace.reachUsInvalid,
    summary: 'A visitor sends the dealer a message.',
  }),
  // The dealer's lists (the dealer or their employees), newest first, paged with `Link: <…>; rel="next"`.
  dealerScheduleRequests: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/requests/schedule/',
    access: ['dealer', 'employee'],
    query: ZPageQuery,
    response: ZScheduleRequestList,
    summary: 'The pickups visitors asked the dealer for (ours).',
  }),
  dealerScheduleRequest: defineEndpoint({
    method: 'PATCH',
    path: '/dealer/api/requests/schedule/:id/',
    access: ['dealer', 'employee'],
    params: ZIdParams,
    body: ZScheduleStatusChange,
    response: ZScheduleRequestEntry,
    summary: 'Marks a new pickup request Done or Declined, once (ours).',
  }),
  dealerReachUsMessages: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/requests/messages/',
    access: ['dealer', 'employee'],
    query: ZPageQuery,
    response: ZReachUsList,
    summary: 'The messages visitors sent the dealer (ours).',
  }),
  dealerRatings: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/requests/ratings/',
    access: ['dealer', 'employee'],
    query: ZPageQuery,
    response: ZRatingList,
    summary: "The dealer's ratings (ours).",
  }),
  dealerInquiries: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/requests/inquiries/',
    access: ['dealer', 'employee'],
    query: ZPageQuery,
    response: ZInquiryList,
    summary: 'The inquiries customers sent from /sell/sellitem (ours).',
  }),
};
