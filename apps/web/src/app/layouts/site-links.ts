import { paths } from '../../lib/paths.ts';
import { shellTexts } from './area-texts.ts';

/**
 * The public pages of the top navigation (spec 2.1), without SIGN IN: the public bar and the
 * areas' menus list them. A function, so the labels are read in the language of the page drawn.
 */
export function siteLinks() {
  const labels = shellTexts.siteLinks;
  return [
    { to: paths.about, label: labels.about, end: true },
    { to: paths.joinUs, label: labels.joinUs, end: false },
    { to: paths.sell, label: labels.sell, end: false },
    { to: paths.faq, label: labels.faq, end: false },
    { to: paths.contact, label: labels.contact, end: false },
  ] as const;
}
