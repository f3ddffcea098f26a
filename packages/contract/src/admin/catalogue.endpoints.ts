import { z } from 'zod';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { ZAdminCatalogue, ZAdminCategory, ZAdminSubcategory, ZCatalogueCreateFields, ZCatalogueUpdateFields } from './catalogue.ts';
import { catalogueRules } from './catalogue-rules.ts';
import { adminMessages } from './admin-messages.ts';

const ZIdParams = z.object({ id: ZId });
/** The picture of a category or a subcategory. */
const image: FileRule = { maxBytes: catalogueRules.imageMaxBytes, tooLarge: adminMessages.catalogueImageTooLarge };

/** Issue 15: the catalogue as an admin edits it. Entries are retired, never deleted: orders name them. */
export const adminCatalogueEndpoints = {
  adminCategories: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/categories/',
    access: ['admin'],
    response: ZAdminCatalogue,
    summary: 'Every category, retired ones too, with its subcategories.',
  }),
  adminAddCategory: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/categories/',
    access: ['admin'],
    body: ZCatalogueCreateFields,
    files: { image },
    response: ZAdminCategory,
    status: 201,
    summary: 'Adds a category with its picture (image).',
  }),
  adminUpdateCategory: defineEndpoint({
    method: 'PATCH',
    path: '/v3/admin/categories/:id/',
    access: ['admin'],
    params: ZIdParams,
    body: ZCatalogueUpdateFields,
    files: { image },
    response: ZAdminCategory,
    summary: "Changes a category's name, position or picture, or retires it or brings it back.",
  }),
  adminAddSubcategory: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/categories/:id/subcategories/',
    access: ['admin'],
    params: ZIdParams,
    body: ZCatalogueCreateFields,
    files: { image },
    response: ZAdminSubcategory,
    status: 201,
    summary: 'Adds a subcategory to a category, with its picture (image).',
  }),
  adminUpdateSubcategory: defineEndpoint({
    method: 'PATCH',
    path: '/v3/admin/subcategories/:id/',
    access: ['admin'],
    params: ZIdParams,
    body: ZCatalogueUpdateFields,
    files: { image },
    response: ZAdminSubcategory,
    summary: "Changes a subcategory's name, position or picture, or retires it or brings it back.",
  }),
};
