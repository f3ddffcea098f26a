import { z } from 'zod';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZPageQuery } from '../paging.ts';
import { ZCategoryRequestFields, ZCategoryRequestList } from './category-requests.ts';
import { ZAddDocumentsRequest, ZDealerDocuments } from './documents.ts';
import {
  ZAllPincodesResponse,
  ZNumberOfPincodes,
  ZPincodeRequest,
  ZPincodeRequestPending,
  ZPincodeRequestStored,
  ZPincodeSlotsRequest,
  ZPincodeSlotsResponse,
  ZPublicPincodesResponse,
} from './pincodes.ts';
import { ZDealerPricesResponse, ZDeletePriceRequest, ZPriceRequest, ZPublicDealerPricesResponse } from './prices.ts';
import { ZSetupStatus } from './setup-status.ts';
import { dealerAreaMessages } from './dealer-area-messages.ts';

const ZIdParams = z.object({ id: ZId });
// A document is a PDF (150 KB) or a picture (200 KB): the larger bound while streaming, the exact one by type after.
const document: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };
const categoryImage: FileRule = { maxBytes: limits.categoryImageMaxBytes, tooLarge: dealerAreaMessages.categoryImageTooLarge };

/**
 * Spec 3 and 7 'Dealer settings': the dealer's documents, the pincodes they serve, their prices,
 * category requests and what is still missing before customers find them.
 */
export const dealerSettingsEndpoints = {
  addDocuments: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/add_documents/',
    access: ['dealer'],
    body: ZAddDocumentsRequest,
    files: { Aadhar_card: document, Pic: document, OtherDocuments: document, GSTcertificate: document, CompanyPAN: document, CompanyIncopration: document },
    status: 201,
    response: ZMsgResponse,
    validationMessage: messages.dealerSettings.documentsInvalid,
    summary: "The dealer's identity and business documents; a new set replaces the old and goes back to review.",
  }),
  dealerDocuments: defineEndpoint({
    method: 'GET',
    path: '/dealer_details/get_documents/:id/',
    access: ['dealer'],
    params: ZIdParams,
    response: ZDealerDocuments,
    summary: "The dealer's own documents: the review state and private-file links (ours).",
  }),
  categoryRequests: defineEndpoint({
    method: 'GET',
    path: '/dealer_details/get_category_request/:id/',
    access: ['dealer'],
    params: ZIdParams,
    query: ZPageQuery,
    response: ZCategoryRequestList,
    summary: "The dealer's category requests with their status, newest first.",
  }),
  addCategoryRequest: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/add_category_request/',
    access: ['dealer'],
    body: ZCategoryRequestFields,
    files: { category_image: categoryImage },
    status: 201,
    response: ZMsgResponse,
    summary: 'A request for a category the catalogue lacks, with a picture of it.',
  }),
  dealerSetupStatus: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/setup-status/',
    access: ['dealer'],
    response: ZSetupStatus,
    summary: 'What is still missing before customers can find the dealer (ours).',
  }),
  numberOfPincodes: defineEndpoint({
    method: 'GET',
    path: '/dealer_details/no_of_pincodes/:id/',
    access: ['dealer'],
    params: ZIdParams,
    response: ZNumberOfPincodes,
    summary: 'How many pincodes the dealer serves.',
  }),
  allPincodes: defineEndpoint({
    method: 'GET',
    path: '/dealer_details/get_all_pincodes/:id/',
    // Open to anyone (spec 6: the marketplace page reads it); the dealer's own token adds their requests.
    access: 'public',
    params: ZIdParams,
    response: z.union([ZAllPincodesResponse, ZPublicPincodesResponse]),
    summary: "The pincodes a dealer serves ('Pincode 1'..) with their areas; the dealer also gets their pincode requests.",
  }),
  requestPincode: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/request_to_add_pincodes/',
    access: ['dealer'],
    body: ZPincodeRequest,
    status: 201,
    response: ZPincodeRequestStored,
    otherAnswers: { 200: ZPincodeRequestPending },
    validationMessage: messages.dealerSettings.checkPincode,
    summary: "Asks an admin for one more pincode; 200 with 'Not Acceptable' while an earlier request waits.",
  }),
  updatePincodes: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/update_pincodes/',
    access: ['dealer'],
    body: ZPincodeSlotsRequest,
    response: ZPincodeSlotsResponse,
    validationMessage: messages.dealerSettings.checkPincode,
    summary: "Makes the slots the dealer's whole set of pincodes; `unsuccessful` when they have none yet.",
  }),
  addPincodes: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/add_pincodes/',
    access: ['dealer'],
    body: ZPincodeSlotsRequest,
    status: 201,
    response: ZMsgResponse,
    validationMessage: messages.dealerSettings.checkPincode,
    summary: "The dealer's first set of pincodes.",
  }),
  dealerPrices: defineEndpoint({
    method: 'GET',
    path: '/dealer_details/get-price/:id/',
    // Open to anyone (spec 6: the marketplace page reads it); the dealer's own token adds when each price changed.
    access: 'public',
    params: ZIdParams,
    response: z.union([ZDealerPricesResponse, ZPublicDealerPricesResponse]),
    summary: "A dealer's prices in the pincodes they serve now.",
  }),
  addPrice: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/add-price/',
    access: ['dealer'],
    body: ZPriceRequest,
    status: 201,
    response: ZMsgResponse,
    validationMessage: dealerAreaMessages.priceInvalid,
    summary: 'A new price of a subcategory in a pincode the dealer serves; 409 when there is one already.',
  }),
  updatePrice: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/update-price/',
    access: ['dealer'],
    body: ZPriceRequest,
    response: ZMsgResponse,
    validationMessage: dealerAreaMessages.priceInvalid,
    summary: "A change of one of the dealer's prices; 404 when there is none.",
  }),
  deletePrice: defineEndpoint({
    method: 'POST',
    path: '/dealer_details/delete-price/',
    access: ['dealer'],
    body: ZDeletePriceRequest,
    response: ZMsgResponse,
    summary: "Removes one of the dealer's prices; 404 when there was none.",
  }),
};
