import { formatDate } from '../../lib/format.ts';
import { sellingFormTexts as t } from './texts.ts';

/** The Verified badge's words for a dealer verified on `date` (YYYY-MM-DD, India; issue 28). */
export function verifiedText(date: string | null | undefined): string {
  return date ? t.verifiedOn(formatDate(date)) : t.verifiedNoDate;
}
