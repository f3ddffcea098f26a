import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZCategoryListResponse } from './category-list.ts';
import { ZPincode, ZPincodeLookupResponse } from './pincode-lookup.ts';
import { ZSubcategoryListResponse } from './subcategory-list.ts';

/** Spec 7 'Catalog': the public category and subcategory lists, and the pincode directory. */
export const catalogEndpoints = {
  categoryList: defineEndpoint({
    method: 'GET',
    path: '/cat/category-list/',
    access: 'public',
    response: ZCategoryListResponse,
    summary: 'Every category with its picture.',
  }),
  subcategoryList: defineEndpoint({
    method: 'GET',
    path: '/cat/all-subcategory-list/',
    access: 'public',
    response: ZSubcategoryListResponse,
    summary: 'Every subcategory with its picture and category.',
  }),
  pincodeLookup: defineEndpoint({
    method: 'GET',
    path: '/pincode/:pincode',
    access: 'public',
    params: z.object({ pincode: ZPincode }),
    response: ZPincodeLookupResponse,
    summary: "A pincode's post offices, district and state (India Post's directory, offline).",
  }),
};
