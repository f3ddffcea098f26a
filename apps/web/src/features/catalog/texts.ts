import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of the category grid (issue 29). */
export const catalogTexts = defineTexts('web/features/catalog/texts', 'catalogTexts', {
  noMatch: 'No category matches your search.',
  loading: 'Loading categories',
} as const);
