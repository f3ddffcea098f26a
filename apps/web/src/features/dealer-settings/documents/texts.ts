import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { pictureOnlyDocuments, type DocumentField, type DocumentStatus } from '@kt/contract/dealer-settings/documents';
import { documentFileTexts } from '../document-file.ts';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of the documents page the spec leaves open; one place, so a second language is one more object. */
export const documentTexts = defineTexts('web/features/dealer-settings/documents/texts', 'documentTexts', {
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
  /** The documents' review state as the server names it. */
  statuses: {
    'Not uploaded': 'Not uploaded',
    'Awaiting review': 'Awaiting review',
    Verified: 'Verified',
    Rejected: 'Rejected',
  } satisfies Record<DocumentStatus, string>,
  fileSize: (kilobytes: number) => `${kilobytes} KB`,
} as const);

/** The label of a file field; a Recycler's picture is the company logo. */
export function documentLabel(field: DocumentField, accountType: DealerAccountType): string {
  return field === 'Pic' && accountType === 'Recycler' ? documentTexts.companyLogo : documentTexts.labels[field];
}

/** The rule under a file field: a picture, or any document. */
export function documentRule(field: DocumentField): string {
  return pictureOnlyDocuments.includes(field) ? documentFileTexts.pictureRule : documentFileTexts.documentRule;
}
