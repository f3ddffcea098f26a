import { englishCatalogues, setLocalizer, twinText, type Entry } from './catalogue.ts';

/*
 * The browser's map from a server's English text to the language of the page (issue 29): an
 * exact catalogue text, or a filled template ('Wrong code: {tries} tries left.'; each filled part
 * looked up in turn, so '5 minutes' in 'Please try again in {wait}.' follows too). Loaded with
 * the twins (apps/web: lib/languages/twin-loaders.ts), so an English page never downloads it.
 */

function localize(text: string, depth: number): string {
  const { plain, templates } = reverseIndex();
  const found = plain.get(text);
  if (found) return read(found) ?? text;
  if (depth > 2) return text;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const translated = read(template.at);
    if (!translated) return text;
    return translated.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const index = template.names.indexOf(name);
      const value = index >= 0 ? match[index + 1] : undefined;
      return value === undefined ? whole : localize(value, depth + 1);
    });
  }
  return text;
}

type Location = { moduleId: string; name: string; path: string[] };
type Template = { pattern: RegExp; names: string[]; at: Location };

let reverse: { size: number; plain: Map<string, Location>; templates: Template[] } | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function reverseIndex(): { plain: Map<string, Location>; templates: Template[] } {
  const english = englishCatalogues();
  const size = [...english.values()].reduce((sum, exports) => sum + exports.size, 0);
  if (reverse && reverse.size === size) return reverse;
  const plain = new Map<string, Location>();
  const templates: Template[] = [];
  const walk = (moduleId: string, name: string, node: Entry, path: string[]) => {
    if (typeof node === 'string') {
      if (!plain.has(node)) plain.set(node, { moduleId, name, path });
      const names = [...node.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      // A template with words of its own besides its placeholders ('{area} ({pincode})' would match anything).
      if (names.length > 0 && /[A-Za-z]{3,}/.test(node.replace(/\{\w+\}/g, ''))) {
        const source = node
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('(.+?)');
        templates.push({ pattern: new RegExp(`^${source}$`), names, at: { moduleId, name, path } });
      }
    } else if (typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(moduleId, name, value, [...path, key]);
    }
  };
  for (const [moduleId, exports] of english) for (const [name, texts] of exports) walk(moduleId, name, texts, []);
  reverse = { size, plain, templates };
  return reverse;
}

function read({ moduleId, name, path }: Location): string | undefined {
  return twinText(moduleId, name, path);
}

/** Makes localizeEnglish() map texts (an explicit call: the contract's modules are free of side effects). */
export function installLocalizer(): void {
  setLocalizer((text) => localize(text, 0));
}
