import { baseLanguage, languageCookie, languageOfCookies, languageOfTag, languageOfTags, type Language } from '@kt/contract/i18n/languages';

/**
 * The language of this page: the one the server drew it in (<html lang>, from the switch's
 * cookie, else the browser's Accept-Language), else the switch's cookie, else the browser's own
 * languages (hi-* is Hindi), else English.
 */
export function browserLanguage(): Language {
  const drawn = document.documentElement.getAttribute('data-language');
  return (
    (drawn ? languageOfTag(drawn) : undefined) ??
    languageOfCookies(document.cookie) ??
    languageOfTags(navigator.languages ?? []) ??
    baseLanguage
  );
}

/** Remembers the choice on this device (a year) for the server's next render; see language-switch. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}
