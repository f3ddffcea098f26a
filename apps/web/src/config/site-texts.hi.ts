import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './site-texts.ts';

export const siteTexts: Twin<typeof english.siteTexts> = {
  tagline: 'अपने कचरे को बेकार न जाने दें।',
  established: '26 अप्रैल 2018',
};
