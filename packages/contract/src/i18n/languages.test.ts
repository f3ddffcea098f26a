import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, languageOfCookies, languageOfTag, languageOfTags } from './languages.ts';

describe('the language of a visitor', () => {
  it('follows Accept-Language: hi-* is Hindi, q-values are honoured, a language we do not speak is skipped', () => {
    expect(languageOfAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageOfAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=0.5,hi;q=0.9')).toBe('hi');
    expect(languageOfAcceptLanguage('fr-FR,fr;q=0.9,hi;q=0.3')).toBe('hi');
    expect(languageOfAcceptLanguage('fr-FR,de')).toBe('en');
    expect(languageOfAcceptLanguage('hi;q=0')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });

  it("reads the switch's cookie and the browser's own tags", () => {
    expect(languageOfCookies('kt_pincode=282001; kt_lang=hi')).toBe('hi');
    expect(languageOfCookies('kt_lang=fr')).toBeUndefined();
    expect(languageOfTag('HI_in')).toBe('hi');
    expect(languageOfTags(['gu-IN', 'hi-IN', 'en'])).toBe('hi');
  });
});
