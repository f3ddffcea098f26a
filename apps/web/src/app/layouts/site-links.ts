import { paths } from '../../lib/paths.ts';

/** The public pages of the top navigation (spec 2.1), without SIGN IN: the public bar and the areas' menus list them. */
export const siteLinks = [
  { to: paths.about, label: 'ABOUT', end: true },
  { to: paths.joinUs, label: 'JOIN US', end: false },
  { to: paths.sell, label: 'SELL', end: false },
  { to: paths.faq, label: 'FAQ', end: false },
  { to: paths.contact, label: 'CONTACT', end: false },
] as const;
