import { z } from 'zod';
import { ZPincode } from '../catalog/pincode-lookup.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { limits, rateLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZGetDealersResponse } from './dealers.ts';
import { ZInquiryRequest, ZInquiryResponse } from './inquiry.ts';
import { ZPriceListResponse } from './price-list.ts';

const ZPincodeParams = z.object({ pincode: ZPincode });
const itemPic: FileRule = { maxBytes: limits.inquiryPicMaxBytes, tooLarge: messages.selling.inquiryPicTooLarge };

/** Spec 7 'Selling': who buys what at which price in a pincode, and inquiries to a dealer. */
export const sellingEndpoints = {
  searchSubcategory: defineEndpoint({
    method: 'GET',
    path: '/dealer_details/search-subcategory/:pincode/',
    access: 'public',
    params: ZPincodeParams,
    response: ZPriceListResponse,
    // The spec's answer: 302 carrying the list (no Location, so browsers hand it to the page).
    status: 302,
    summary: 'Every price in a pincode of a bookable dealer who serves it.',
  }),
  getDealers: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/getdealers/:pincode',
    access: 'public',
    params: ZPincodeParams,
    response: ZGetDealersResponse,
    summary: 'The bookable dealers serving a pincode, with the categories they price there.',
  }),
  inquiry: defineEndpoint({
    method: 'POST',
    path: '/dealer/api/requestinquiry-post/',
    access: 'public',
    body: ZInquiryRequest,
    response: ZInquiryResponse,
    status: 201,
    files: { itemPic },
    // The address is counted before the upload is read; the e-mail once the form is valid.
    rateLimit: { name: 'inquiry', policy: rateLimits.inquiries, emailFrom: 'body' },
    validationMessage: messages.orders.inquiryInvalid,
    summary: "A guest's inquiry to a dealer, with an optional picture; the dealer is e-mailed.",
  }),
};
