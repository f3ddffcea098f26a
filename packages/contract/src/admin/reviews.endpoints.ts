import { z } from 'zod';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { ZPageQuery } from '../paging.ts';
import { ZAdminCategoryRequestList, ZCategoryApprovalBody, ZCategoryApprovalResponse, ZCategoryRejection } from './category-requests.ts';
import { ZDocumentRejection, ZDocumentReviewList, ZDocumentReviewQuery } from './documents.ts';
import { ZAdminPincodeRequestList, ZPincodeRejection } from './pincode-requests.ts';
import { adminMessages } from './admin-messages.ts';

const ZIdParams = z.object({ id: ZId });

/** Issue 15: what dealers ask an admin to decide: pincodes beyond their areas, new categories, their documents. */
export const adminReviewEndpoints = {
  adminPincodeRequests: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/pincode-requests/',
    access: ['admin'],
    query: ZPageQuery,
    response: ZAdminPincodeRequestList,
    summary: "One page of the dealers' pending pincode requests, oldest first.",
  }),
  adminApprovePincode: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/pincode-requests/:id/approve/',
    access: ['admin'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: "Approves a pincode request: the area joins the dealer's, the dealer is told.",
  }),
  adminRejectPincode: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/pincode-requests/:id/reject/',
    access: ['admin'],
    params: ZIdParams,
    body: ZPincodeRejection,
    response: ZMsgResponse,
    validationMessage: adminMessages.reasonRequired,
    summary: 'Rejects a pincode request with the reason the dealer is told.',
  }),
  adminCategoryRequests: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/category-requests/',
    access: ['admin'],
    query: ZPageQuery,
    response: ZAdminCategoryRequestList,
    summary: "One page of the dealers' pending category requests, oldest first.",
  }),
  adminApproveCategoryRequest: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/category-requests/:id/approve/',
    access: ['admin'],
    params: ZIdParams,
    body: ZCategoryApprovalBody,
    response: ZCategoryApprovalResponse,
    summary: 'Adds a requested category to the catalogue, as a category or a subcategory, with its picture.',
  }),
  adminRejectCategoryRequest: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/category-requests/:id/reject/',
    access: ['admin'],
    params: ZIdParams,
    body: ZCategoryRejection,
    response: ZMsgResponse,
    validationMessage: adminMessages.reasonRequired,
    summary: 'Rejects a category request with the reason the dealer is told.',
  }),
  adminDocuments: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/documents/',
    access: ['admin'],
    query: ZDocumentReviewQuery,
    response: ZDocumentReviewList,
    summary: "One page of the dealers' document sets in a review state, oldest upload first.",
  }),
  adminVerifyDocuments: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/documents/:id/verify/',
    access: ['admin'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: "Marks a dealer's documents verified; the dealer is told.",
  }),
  adminRejectDocuments: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/documents/:id/reject/',
    access: ['admin'],
    params: ZIdParams,
    body: ZDocumentRejection,
    response: ZMsgResponse,
    validationMessage: adminMessages.reasonRequired,
    summary: "Rejects a dealer's documents with the reason the dealer is told.",
  }),
};
