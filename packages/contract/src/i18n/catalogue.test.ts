import { afterEach, describe, expect, it } from 'vitest';
import { defineTexts, localizeEnglish, registerTwin, setLanguageSource } from './catalogue.ts';
import { catalogueDifferences } from './parity.ts';
import { installLocalizer } from './localize.ts';

installLocalizer();

const english = defineTexts('contract/i18n/example', 'example', {
  plain: 'Incorrect password',
  tries: 'Wrong code: {tries} tries left.',
  wait: 'Too many tries. Please try again in {wait}.',
  minutes: '{n} minutes',
  bare: '{area} ({pincode})',
  group: { nested: 'Nested text' },
  greet: (name: string) => `Hello ${name}`,
});

registerTwin('hi', 'contract/i18n/example', {
  example: {
    plain: 'ग़लत पासवर्ड',
    tries: 'ग़लत कोड: {tries} कोशिशें बाकी।',
    wait: 'बहुत कोशिशें हुईं। {wait} बाद फिर से कोशिश करें।',
    minutes: '{n} मिनट',
    bare: '{area} ({pincode})',
    group: { nested: 'अंदर का पाठ' },
    greet: (name: string) => `नमस्ते ${name}`,
  },
});

afterEach(() => setLanguageSource(() => 'en'));

describe('catalogues', () => {
  it('read in English by default and in the language of the moment once set, nested groups and functions too', () => {
    expect(english.plain).toBe('Incorrect password');
    expect(english.greet('Ram')).toBe('Hello Ram');
    setLanguageSource(() => 'hi');
    expect(english.plain).toBe('ग़लत पासवर्ड');
    expect(english.group.nested).toBe('अंदर का पाठ');
    expect(english.greet('राम')).toBe('नमस्ते राम');
  });

  it('map a server text to the language of the moment: plain, filled templates, templates within templates', () => {
    expect(localizeEnglish('Incorrect password')).toBe('Incorrect password');
    setLanguageSource(() => 'hi');
    expect(localizeEnglish('Incorrect password')).toBe('ग़लत पासवर्ड');
    expect(localizeEnglish('Wrong code: 2 tries left.')).toBe('ग़लत कोड: 2 कोशिशें बाकी।');
    expect(localizeEnglish('Too many tries. Please try again in 5 minutes.')).toBe('बहुत कोशिशें हुईं। 5 मिनट बाद फिर से कोशिश करें।');
    // Not ours, or a template without words of its own: as it came.
    expect(localizeEnglish('Agra (282001)')).toBe('Agra (282001)');
    expect(localizeEnglish('Something else entirely')).toBe('Something else entirely');
  });

  it('name the keys a twin lacks or holds as another kind', () => {
    expect(catalogueDifferences({ a: 'x', b: { c: 'y' }, f: (n: number) => String(n) }, { a: 'x', b: {}, f: () => '' })).toEqual(['b.c', 'f (parameters)']);
  });
});
