import { z } from 'zod';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZPageQuery } from '../paging.ts';
import { ZCategoryRequestFields, ZCategoryRequestList } from './category-requests.ts';
import { ZAddDocumentsRequest, ZDealerDocuments } from './documents.ts';
import { ZSetupStatus } from './setup-status.ts';

const ZIdParams = z.object({ id: ZId });
// A document is a PDF (150 KB) or a picture (200 KB): the larger bound while streaming, the exact one by type after.
const document: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };
const categoryImage: FileRule = { maxBytes: limits.categoryImageMaxBytes, tooLarge: messages.dealerArea.categoryImageTooLarge };

/**
 * Spec 3 and 7 'Dealer settings': the dealer's documents, category requests and what is still
 * missing before customers find them. (The areas and prices join here when they are converted.)
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
};
