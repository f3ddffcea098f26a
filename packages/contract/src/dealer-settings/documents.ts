import { z } from 'zod';
import type { DealerAccountType } from '../accounts/account-types.ts';
import { ZDocumentFiles } from '../files/document-file.ts';
import { ZId } from '../ids.ts';

/**
 * POST /dealer_details/add_documents/ (multipart; the dealer, for themselves): dealer_id and
 * the files of spec section 3, field names as the spec's client sends them (typos included).
 * Each file is a PDF (at most 150 KB) or a JPEG, PNG or WebP picture (at most 200 KB), judged by
 * its content; `Pic` (the photo, or the company logo) must be a picture. A new upload replaces
 * the whole set and puts it back to review. 201 { msg: 'Documents uploaded' }.
 */
export const documentFields = ['Aadhar_card', 'Pic', 'OtherDocuments', 'GSTcertificate', 'CompanyPAN', 'CompanyIncopration'] as const;
export type DocumentField = (typeof documentFields)[number];

/** The required files of each account type (spec section 5 'Document files'); OtherDocuments is always optional. */
export const requiredDocuments: Readonly<Record<DealerAccountType, readonly DocumentField[]>> = {
  Kabadi: ['Aadhar_card', 'Pic'],
  Collector: ['Aadhar_card', 'Pic', 'GSTcertificate'],
  Recycler: ['CompanyPAN', 'Aadhar_card', 'GSTcertificate', 'CompanyIncopration', 'Pic'],
};

/** The files each form shows (required ones plus the optional 'other'), in the form's order. */
export function documentFormFields(accountType: DealerAccountType): readonly DocumentField[] {
  return [...requiredDocuments[accountType], 'OtherDocuments'];
}

/** Fields that must be a picture, never a PDF. */
export const pictureOnlyDocuments: readonly DocumentField[] = ['Pic'];

export const ZAddDocumentsRequest = z.object({ dealer_id: ZId });

/**
 * The upload form of an account type, checked before sending: every required file, then their
 * types, then their sizes; the worst kind of problem is told once, at every file that has it.
 */
export function ZDocumentsForm(accountType: DealerAccountType) {
  return ZDocumentFiles(documentFormFields(accountType), { required: requiredDocuments[accountType], pictureOnly: pictureOnlyDocuments });
}

export const documentStatuses = ['Not uploaded', 'Awaiting review', 'Verified', 'Rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/**
 * GET /dealer_details/get_documents/{dealerId}/ (ours; the dealer themselves): the review state
 * and the stored files. `url` is a private-file URL: fetch it with the Bearer token.
 */
export const ZDealerDocuments = z.object({
  dealer_id: z.number().int(),
  status: z.enum(documentStatuses),
  /** Why an admin rejected the set; null otherwise. */
  reason: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  files: z.array(z.object({ field: z.enum(documentFields), url: z.string(), type: z.string(), bytes: z.number().int() })),
});
export type DealerDocuments = z.infer<typeof ZDealerDocuments>;
