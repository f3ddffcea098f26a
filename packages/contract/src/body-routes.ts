// Zod-free: the server's body layer reads this list at start, and tests generate cases from it.
import { catalogueRules } from './admin/catalogue-rules.ts';
import { contentLimits } from './admin/content-limits.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { siteSettingsLimits } from './admin/site-settings-rules.ts';

/** A file field a route takes: refused while streaming beyond `maxBytes`, with `tooLarge`. */
export type FileRule = { maxBytes: number; tooLarge: string };

/**
 * A route that may carry a body (POST, PATCH, PUT, DELETE). `path` is the server's route
 * pattern. Every such route accepts multipart/form-data, application/x-www-form-urlencoded and
 * application/json alike; only the routes listed with `files` take file parts, and `bodyless`
 * marks a call that sends no body at all (its fields are in the path).
 */
export type BodyRoute = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  files?: Readonly<Record<string, FileRule>>;
  bodyless?: boolean;
};

const profilePic: FileRule = { maxBytes: limits.profilePicMaxBytes, tooLarge: messages.accounts.profilePicTooLarge };
const cv: FileRule = { maxBytes: limits.cvMaxBytes, tooLarge: messages.publicForms.cvTooLarge };
// The Aadhaar card may be a PDF (150 KB) or a picture (200 KB): the larger bound while streaming, the exact one by type after.
const employeeDocument: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };
const employeePhoto: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };

// A document is a PDF (150 KB) or a picture (200 KB): the larger bound while streaming, the exact one by type after.
const document: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };
const initiativePhoto: FileRule = { maxBytes: limits.initiativePhotoMaxBytes, tooLarge: messages.marketplaceArea.initiativePhotoTooLarge };
const categoryImage: FileRule = { maxBytes: limits.categoryImageMaxBytes, tooLarge: messages.dealerArea.categoryImageTooLarge };

/** Every route of ours that may carry a body. A route missing here fails the encoding test. */
export const bodyRoutes = [
  { method: 'POST', path: '/v3/api/registration/customer/' },
  { method: 'POST', path: '/v3/api/registration/dealer/' },
  { method: 'POST', path: '/v3/api/registration/employee/', files: { aadhar_card: employeeDocument, ProfilePic: employeePhoto } },
  { method: 'POST', path: '/v3/api/sign_in/:utype/' },
  { method: 'POST', path: '/v3/api/token/refresh/' },
  { method: 'POST', path: '/v3/api/regenerate-verification-email/:utype/' },
  { method: 'POST', path: '/v3/api/request-password-reset-email/:utype/' },
  { method: 'PATCH', path: '/v3/api/password-reset-completion/:utype/' },
  { method: 'POST', path: '/v3/api/logout/customer/:refresh', bodyless: true },
  { method: 'POST', path: '/v3/api/logout/dealer/:refresh', bodyless: true },
  { method: 'POST', path: '/v3/api/update-profilepic/customer/:id/', files: { ProfilePic: profilePic } },
  { method: 'POST', path: '/v3/api/update-profilepic/dealer/:id/', files: { ProfilePic: profilePic } },
  { method: 'POST', path: '/v3/api/update-attrs/customer/' },
  { method: 'POST', path: '/v3/api/update-attrs/dealer/' },
  { method: 'POST', path: '/votes/post-votes/' },
  { method: 'POST', path: '/v3/WebsiteContent/suggestion-form/' },
  { method: 'POST', path: '/v3/WebsiteContent/intern-form/', files: { cv } },
  { method: 'POST', path: '/v3/WebsiteContent/mentor-form/', files: { cv } },
  { method: 'POST', path: '/v3/WebsiteContent/investor-form/' },
  { method: 'POST', path: '/v3/WebsiteContent/contact-form/' },
  {
    method: 'POST',
    path: '/dealer/api/requestinquiry-post/',
    files: { itemPic: { maxBytes: limits.inquiryPicMaxBytes, tooLarge: messages.selling.inquiryPicTooLarge } },
  },
  { method: 'POST', path: '/api/add_item/' },
  { method: 'DELETE', path: '/api/delete_all_items/:customer/:dealer/:all/', bodyless: true },
  { method: 'POST', path: '/api/add_order/' },
  { method: 'POST', path: '/api/order_info/' },
  { method: 'POST', path: '/api/order_confirm/' },
  { method: 'PATCH', path: '/api/order_confirm/:orderNumber/' },
  { method: 'POST', path: '/address/post-address/' },
  {
    method: 'POST',
    path: '/dealer_details/add_documents/',
    files: { Aadhar_card: document, Pic: document, OtherDocuments: document, GSTcertificate: document, CompanyPAN: document, CompanyIncopration: document },
  },
  { method: 'POST', path: '/dealer_details/request_to_add_pincodes/' },
  { method: 'POST', path: '/dealer_details/update_pincodes/' },
  { method: 'POST', path: '/dealer_details/add_pincodes/' },
  { method: 'POST', path: '/dealer_details/add-price/' },
  { method: 'POST', path: '/dealer_details/update-price/' },
  { method: 'POST', path: '/dealer_details/delete-price/' },
  { method: 'POST', path: '/dealer_details/add_category_request/', files: { category_image: categoryImage } },
  { method: 'DELETE', path: '/v3/api/employees/:id/', bodyless: true },
  { method: 'POST', path: '/api3/schedule_pickup/schedule_pickup/' },
  { method: 'POST', path: '/api3/dealer_rating/dealer_rating/' },
  { method: 'POST', path: '/api3/reach_us/reach_us/' },
  { method: 'POST', path: '/api3/dealer_initiatives/dealer_initiatives/', files: { photo: initiativePhoto } },
  { method: 'PATCH', path: '/api3/dealer_initiatives/dealer_initiatives/:id/', files: { photo: initiativePhoto } },
  { method: 'DELETE', path: '/api3/dealer_initiatives/dealer_initiatives/:id/', bodyless: true },
  { method: 'PATCH', path: '/dealer/api/requests/schedule/:id/' },
  { method: 'PATCH', path: '/v3/admin/users/:id/' },
  { method: 'POST', path: '/v3/admin/pincode-requests/:id/approve/', bodyless: true },
  { method: 'POST', path: '/v3/admin/pincode-requests/:id/reject/' },
  // admin: site settings
  {
    method: 'PUT',
    path: '/v3/admin/site-settings/',
    files: { certificate: { maxBytes: siteSettingsLimits.certificateMaxBytes, tooLarge: messages.admin.settingsCertificateTooLarge } },
  },
  // admin: site content
  { method: 'POST', path: '/v3/admin/team-members/', files: { dp: { maxBytes: contentLimits.pictureMaxBytes, tooLarge: messages.admin.contentPictureTooLarge } } },
  { method: 'PATCH', path: '/v3/admin/team-members/:id/', files: { dp: { maxBytes: contentLimits.pictureMaxBytes, tooLarge: messages.admin.contentPictureTooLarge } } },
  { method: 'DELETE', path: '/v3/admin/team-members/:id/', bodyless: true },
  { method: 'POST', path: '/v3/admin/testimonials/', files: { dp: { maxBytes: contentLimits.pictureMaxBytes, tooLarge: messages.admin.contentPictureTooLarge } } },
  { method: 'PATCH', path: '/v3/admin/testimonials/:id/', files: { dp: { maxBytes: contentLimits.pictureMaxBytes, tooLarge: messages.admin.contentPictureTooLarge } } },
  { method: 'DELETE', path: '/v3/admin/testimonials/:id/', bodyless: true },
  { method: 'POST', path: '/v3/admin/faq/' },
  { method: 'PATCH', path: '/v3/admin/faq/:id/' },
  { method: 'DELETE', path: '/v3/admin/faq/:id/', bodyless: true },
  { method: 'DELETE', path: '/v3/admin/initiatives/:id/' },
  // admin: catalogue
  { method: 'POST', path: '/v3/admin/categories/', files: { image: { maxBytes: catalogueRules.imageMaxBytes, tooLarge: messages.admin.catalogueImageTooLarge } } },
  { method: 'PATCH', path: '/v3/admin/categories/:id/', files: { image: { maxBytes: catalogueRules.imageMaxBytes, tooLarge: messages.admin.catalogueImageTooLarge } } },
  { method: 'POST', path: '/v3/admin/categories/:id/subcategories/', files: { image: { maxBytes: catalogueRules.imageMaxBytes, tooLarge: messages.admin.catalogueImageTooLarge } } },
  { method: 'PATCH', path: '/v3/admin/subcategories/:id/', files: { image: { maxBytes: catalogueRules.imageMaxBytes, tooLarge: messages.admin.catalogueImageTooLarge } } },
  // admin: category requests
  { method: 'POST', path: '/v3/admin/category-requests/:id/approve/' },
  { method: 'POST', path: '/v3/admin/category-requests/:id/reject/' },
  // admin: documents
  { method: 'POST', path: '/v3/admin/documents/:id/verify/', bodyless: true },
  { method: 'POST', path: '/v3/admin/documents/:id/reject/' },
  // admin: users
  // admin: submissions
  // admin: home, failed messages, the admin's own password
  { method: 'POST', path: '/v3/admin/test-mail/', bodyless: true },
  { method: 'POST', path: '/v3/admin/messages/:id/retry/', bodyless: true },
  { method: 'POST', path: '/v3/admin/password/' },
  // issue 16: completion
  { method: 'POST', path: '/api/order_complete/:orderNumber/' },
  { method: 'POST', path: '/api/order_pickup_code/:orderNumber/', bodyless: true },
  // issue 16: receipts and wallet
  // issue 16: impact
] as const satisfies readonly BodyRoute[];

/** The key a route is known by in tests and maps: 'POST /api/add_item/'. */
export function bodyRouteKey(route: Pick<BodyRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Limits of every body, whatever its encoding. */
export const bodyLimits = {
  /** Text fields of one multipart or urlencoded body. */
  maxFields: 50,
  /** Bytes of one text field. */
  maxFieldBytes: 64 * 1024,
  /** Bytes of one field name. */
  maxFieldNameBytes: 100,
  /** Nesting of a JSON body: objects and arrays inside each other. */
  maxJsonDepth: 16,
} as const;
