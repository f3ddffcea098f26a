import { limits } from '@kt/contract/limits';
import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const formKitTexts: Twin<typeof english.formKitTexts> = {
  phoneHint: `${limits.phoneDigits} अंक`,
  pincodeHint: `${limits.pincodeDigits} अंक; राज्य और शहर अपने-आप भर जाएँगे`,
};
