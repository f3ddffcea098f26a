import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import {
  documentFormFields,
  pictureOnlyDocuments,
  requiredDocuments,
  type DocumentField,
} from '@kt/contract/dealer-settings/documents';
import { messages } from '@kt/contract/messages';
import { documentFileTexts, documentKindOf, documentSizeProblem, documentTypes, pictureTypes } from '../document-file.ts';


/** Words of the documents page the spec leaves open; one place, so a second language is one more object. */
export const documentTexts = {
  labels: {
    Aadhar_card: 'Aadhaar card',
    Pic: 'Your photo',
    GSTcertificate: 'GST certificate',
    CompanyPAN: 'Company PAN card',
    CompanyIncopration: 'Certificate of incorporation',
    OtherDocuments: 'Other documents (optional)',
  } satisfies Record<DocumentField, string>,
  companyLogo: 'Company logo',
  formTitles: {
    Kabadi: 'Your documents',
    Collector: 'Your documents with GST',
    Recycler: 'Your company documents',
  } satisfies Record<DealerAccountType, string>,
  required: 'Required.',
  replaces: 'A new upload replaces all your documents and sends them for review again.',
  submit: 'Upload documents',
  submitting: 'Uploading…',
  notUploaded: 'You have not uploaded your documents yet.',
  verified: 'Your documents are verified.',
  rejected: 'Your documents were not accepted. Please upload them again.',
  reason: 'Reason',
  uploadedOn: 'Uploaded on',
  filesTitle: 'Uploaded files',
  download: 'Download',
  downloading: 'Downloading…',
  downloadName: (label: string) => `Download ${label}`,
  loading: 'Loading your documents',
} as const;

/** The label of a file field; a Recycler's picture is the company logo. */
export function documentLabel(field: DocumentField, accountType: DealerAccountType): string {
  return field === 'Pic' && accountType === 'Recycler' ? documentTexts.companyLogo : documentTexts.labels[field];
}


/** The input's accept list: the picture field takes pictures only. */
export function acceptedTypes(field: DocumentField): string {
  return (pictureOnlyDocuments.includes(field) ? pictureTypes : documentTypes).join(',');
}

export function documentRule(field: DocumentField): string {
  return pictureOnlyDocuments.includes(field) ? documentFileTexts.pictureRule : documentFileTexts.documentRule;
}

export type ChosenDocuments = Partial<Record<DocumentField, File>>;
export type DocumentRefusal = { message: string; fields: DocumentField[] };

/**
 * The checks of spec 5 'Document files', in the browser before anything is sent (the server
 * makes the same ones): every required file, a PDF or picture type, and the size of its kind.
 */
export function checkDocuments(accountType: DealerAccountType, chosen: ChosenDocuments): DocumentRefusal | null {
  const missing = requiredDocuments[accountType].filter((field) => !chosen[field]);
  if (missing.length > 0) return { message: messages.dealerSettings.documentsMissing, fields: missing };

  const files = documentFormFields(accountType).flatMap((field) => {
    const file = chosen[field];
    return file ? [{ field, file, kind: documentKindOf(file) }] : [];
  });
  const wrongType = files.filter(({ field, kind }) => !kind || (kind === 'pdf' && pictureOnlyDocuments.includes(field)));
  if (wrongType.length > 0) return { message: messages.dealerSettings.documentsInvalid, fields: wrongType.map((f) => f.field) };

  const largePdfs = files.filter(({ file, kind }) => kind === 'pdf' && documentSizeProblem(file, kind));
  if (largePdfs.length > 0) return { message: messages.dealerSettings.pdfTooLarge, fields: largePdfs.map((f) => f.field) };

  const largePictures = files.filter(({ file, kind }) => kind === 'picture' && documentSizeProblem(file, kind));
  if (largePictures.length > 0) return { message: messages.dealerSettings.imageTooLarge, fields: largePictures.map((f) => f.field) };

  return null;
}
