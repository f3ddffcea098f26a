import type { Twin } from '@kt/contract/i18n/catalogue';
import { limits } from '@kt/contract/limits';
import type * as english from './document-file.ts';

const kb = (bytes: number) => Math.round(bytes / 1024);

export const documentFileTexts: Twin<typeof english.documentFileTexts> = {
  documentRule: `${kb(limits.documentPdfMaxBytes)} KB तक की PDF, या ${kb(limits.documentImageMaxBytes)} KB तक की JPEG, PNG या WebP फ़ोटो।`,
  pictureRule: `${kb(limits.documentImageMaxBytes)} KB तक की JPEG, PNG या WebP फ़ोटो।`,
};
