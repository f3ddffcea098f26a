import { limits } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words the kit's fields show unless a form says otherwise (ours, English until the Hindi catalogue). */
export const formKitTexts = defineTexts('web/components/form/texts', 'formKitTexts', {
  phoneHint: `${limits.phoneDigits} digits`,
  pincodeHint: `${limits.pincodeDigits} digits; state and city fill in by themselves`,
} as const);
