// Generated from the endpoint definitions (the admin console) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const adminAddCategory = { method: 'POST', path: '/v3/admin/categories/' } as Route<'adminAddCategory'>;
export const adminAddFaqItem = { method: 'POST', path: '/v3/admin/faq/' } as Route<'adminAddFaqItem'>;
export const adminAddSubcategory = { method: 'POST', path: '/v3/admin/categories/:id/subcategories/' } as Route<'adminAddSubcategory'>;
export const adminAddTeamMember = { method: 'POST', path: '/v3/admin/team-members/' } as Route<'adminAddTeamMember'>;
export const adminAddTestimonial = { method: 'POST', path: '/v3/admin/testimonials/' } as Route<'adminAddTestimonial'>;
export const adminApproveCategoryRequest = { method: 'POST', path: '/v3/admin/category-requests/:id/approve/' } as Route<'adminApproveCategoryRequest'>;
export const adminApprovePincode = { method: 'POST', path: '/v3/admin/pincode-requests/:id/approve/' } as Route<'adminApprovePincode'>;
export const adminAudit = { method: 'GET', path: '/v3/admin/audit/' } as Route<'adminAudit'>;
export const adminCategories = { method: 'GET', path: '/v3/admin/categories/' } as Route<'adminCategories'>;
export const adminCategoryRequests = { method: 'GET', path: '/v3/admin/category-requests/' } as Route<'adminCategoryRequests'>;
export const adminCloseDispute = { method: 'POST', path: '/v3/admin/disputes/:id/close/' } as Route<'adminCloseDispute'>;
export const adminCommissionPayments = { method: 'GET', path: '/v3/admin/commission-payments/' } as Route<'adminCommissionPayments'>;
export const adminDeleteFaqItem = { method: 'DELETE', path: '/v3/admin/faq/:id/' } as Route<'adminDeleteFaqItem'>;
export const adminDeleteTeamMember = { method: 'DELETE', path: '/v3/admin/team-members/:id/' } as Route<'adminDeleteTeamMember'>;
export const adminDeleteTestimonial = { method: 'DELETE', path: '/v3/admin/testimonials/:id/' } as Route<'adminDeleteTestimonial'>;
export const adminDisputes = { method: 'GET', path: '/v3/admin/disputes/' } as Route<'adminDisputes'>;
export const adminDocuments = { method: 'GET', path: '/v3/admin/documents/' } as Route<'adminDocuments'>;
export const adminFailedMails = { method: 'GET', path: '/v3/admin/messages/failed/' } as Route<'adminFailedMails'>;
export const adminFaq = { method: 'GET', path: '/v3/admin/faq/' } as Route<'adminFaq'>;
export const adminInitiatives = { method: 'GET', path: '/v3/admin/initiatives/' } as Route<'adminInitiatives'>;
export const adminOverdueStatements = { method: 'GET', path: '/v3/admin/commission-statements/overdue/' } as Route<'adminOverdueStatements'>;
export const adminPassword = { method: 'POST', path: '/v3/admin/password/' } as Route<'adminPassword'>;
export const adminPhoneMessages = { method: 'GET', path: '/v3/admin/phone-messages/' } as Route<'adminPhoneMessages'>;
export const adminPincodeRequests = { method: 'GET', path: '/v3/admin/pincode-requests/' } as Route<'adminPincodeRequests'>;
export const adminRejectCategoryRequest = { method: 'POST', path: '/v3/admin/category-requests/:id/reject/' } as Route<'adminRejectCategoryRequest'>;
export const adminRejectCommissionPayment = { method: 'POST', path: '/v3/admin/commission-payments/:id/reject/' } as Route<'adminRejectCommissionPayment'>;
export const adminRejectDocuments = { method: 'POST', path: '/v3/admin/documents/:id/reject/' } as Route<'adminRejectDocuments'>;
export const adminRejectPincode = { method: 'POST', path: '/v3/admin/pincode-requests/:id/reject/' } as Route<'adminRejectPincode'>;
export const adminRemoveInitiative = { method: 'DELETE', path: '/v3/admin/initiatives/:id/' } as Route<'adminRemoveInitiative'>;
export const adminRetryMail = { method: 'POST', path: '/v3/admin/messages/:id/retry/' } as Route<'adminRetryMail'>;
export const adminSaveSiteSettings = { method: 'PUT', path: '/v3/admin/site-settings/' } as Route<'adminSaveSiteSettings'>;
export const adminSiteSettings = { method: 'GET', path: '/v3/admin/site-settings/' } as Route<'adminSiteSettings'>;
export const adminSubmissions = { method: 'GET', path: '/v3/admin/submissions/' } as Route<'adminSubmissions'>;
export const adminSubmissionsExport = { method: 'GET', path: '/v3/admin/submissions/export.csv' } as Route<'adminSubmissionsExport'>;
export const adminSummary = { method: 'GET', path: '/v3/admin/summary/' } as Route<'adminSummary'>;
export const adminTeamMembers = { method: 'GET', path: '/v3/admin/team-members/' } as Route<'adminTeamMembers'>;
export const adminTestimonials = { method: 'GET', path: '/v3/admin/testimonials/' } as Route<'adminTestimonials'>;
export const adminTestMail = { method: 'POST', path: '/v3/admin/test-mail/' } as Route<'adminTestMail'>;
export const adminUpdateCategory = { method: 'PATCH', path: '/v3/admin/categories/:id/' } as Route<'adminUpdateCategory'>;
export const adminUpdateFaqItem = { method: 'PATCH', path: '/v3/admin/faq/:id/' } as Route<'adminUpdateFaqItem'>;
export const adminUpdateSubcategory = { method: 'PATCH', path: '/v3/admin/subcategories/:id/' } as Route<'adminUpdateSubcategory'>;
export const adminUpdateTeamMember = { method: 'PATCH', path: '/v3/admin/team-members/:id/' } as Route<'adminUpdateTeamMember'>;
export const adminUpdateTestimonial = { method: 'PATCH', path: '/v3/admin/testimonials/:id/' } as Route<'adminUpdateTestimonial'>;
export const adminUser = { method: 'GET', path: '/v3/admin/users/:id/' } as Route<'adminUser'>;
export const adminUserActivation = { method: 'PATCH', path: '/v3/admin/users/:id/' } as Route<'adminUserActivation'>;
export const adminUserOrders = { method: 'GET', path: '/v3/admin/users/:id/orders/' } as Route<'adminUserOrders'>;
export const adminUsers = { method: 'GET', path: '/v3/admin/users/' } as Route<'adminUsers'>;
export const adminVerifyCommissionPayment = { method: 'POST', path: '/v3/admin/commission-payments/:id/verify/' } as Route<'adminVerifyCommissionPayment'>;
export const adminVerifyDocuments = { method: 'POST', path: '/v3/admin/documents/:id/verify/' } as Route<'adminVerifyDocuments'>;
export const adminVotes = { method: 'GET', path: '/v3/admin/votes/' } as Route<'adminVotes'>;
