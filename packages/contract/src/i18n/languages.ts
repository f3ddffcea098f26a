/**
 * The languages the product speaks (issue 29). Adding one (Gujarati, say) is a line here plus a
 * twin catalogue beside each English one (`texts.gu.ts` next to `texts.ts`); the check in
 * catalogue-parity.test.ts names every key the new twins still miss.
 */
export const languages = {
  en: { locale: 'en-IN', label: 'EN', name: 'English' },
  hi: { locale: 'hi-IN', label: 'हिंदी', name: 'हिंदी' },
} as const satisfies Record<string, LanguageInfo>;

export type LanguageInfo = {
  /** The BCP 47 locale of Intl's numbers, money and dates in this language. */
  readonly locale: string;
  /** What the switch shows, in the language itself. */
  readonly label: string;
  /** The language's own name (the switch's accessible name). */
  readonly name: string;
};

export type Language = keyof typeof languages;

/** The language of the catalogues as written, and of every value of the API's contract. */
export const baseLanguage = 'en' satisfies Language;

export const languageList = Object.keys(languages) as Language[];

/** The cookie the switch sets, read by the server to render pages in the chosen language. */
export const languageCookie = 'kt_lang';

/** The query parameter of a page's address in one language (hreflang alternates: `/sell?lang=hi`). */
export const languageParameter = 'lang';

export function isLanguage(value: unknown, known: readonly string[] = languageList): value is Language {
  return typeof value === 'string' && known.includes(value);
}

/** The language of a BCP 47 tag: 'hi-IN' and 'hi' are Hindi; undefined for a language we do not speak. */
export function languageOfTag(tag: string, known: readonly string[] = languageList): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary, known) ? primary : undefined;
}

/** The first language we speak among tags in order of preference (navigator.languages). */
export function languageOfTags(tags: readonly string[], known: readonly string[] = languageList): Language | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag, known);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language an Accept-Language header prefers among ours (its q-values honoured, ties in the
 * header's order), else the base language. `hi-IN,hi;q=0.9,en;q=0.8` is Hindi.
 */
export function languageOfAcceptLanguage(header: string | undefined, known: readonly string[] = languageList): Language {
  if (!header) return baseLanguage;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return languageOfTags(
    ranked.map(({ tag }) => tag),
    known,
  ) ?? baseLanguage;
}

/** The language named by a cookie header's `kt_lang`, if it names one of ours. */
export function languageOfCookies(cookieHeader: string | undefined, known: readonly string[] = languageList): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== languageCookie) continue;
    const value = part.slice(at + 1).trim();
    if (isLanguage(value, known)) return value;
  }
  return undefined;
}
