import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const addressFormTexts: Twin<typeof english.addressFormTexts> = {
  phone: 'फ़ोन नंबर',
  address: 'पता',
  area: 'इलाका',
  landmark: 'पास की पहचान',
  pincode: 'पिनकोड',
  city: 'शहर',
  state: 'राज्य',
  add: 'पता जोड़ें',
  adding: 'जोड़ा जा रहा है…',
};

export const addressBookTexts: Twin<typeof english.addressBookTexts> = {
  savedAddresses: 'सहेजे गए पते',
  countOf: (count, max) => ` (${max} में से ${count})`,
  noneYet: 'आपने अभी तक कोई पता नहीं सहेजा है।',
  addFirst: 'अपना पहला पता जोड़ें',
  addAddress: 'पता जोड़ें',
  loading: 'आपके पते लोड हो रहे हैं',
  yourAddresses: 'आपके पते',
  manage: 'मेरे पते सँभालें',
  defaultBadge: 'मुख्य',
  cardLabel: (name, address) => `${name} का पता: ${address}`,
  address: 'पता',
  area: 'इलाका',
  landmark: 'पास की पहचान',
  city: 'शहर',
  state: 'राज्य',
  pincode: 'पिनकोड',
  phone: 'फ़ोन',
  deleteLabel: (address) => `${address} हटाएँ`,
  delete: 'हटाएँ',
  previous: 'पिछले पते',
  next: 'अगले पते',
  pageOf: (page, pages) => `पेज ${page} / ${pages}`,
  page: (page) => `पेज ${page}`,
};
