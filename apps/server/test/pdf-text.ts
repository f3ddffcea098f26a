import { inflateSync } from 'node:zlib';

/** A stream's bytes inflated (pdfkit compresses them), or undefined for one that is not deflated. */
function inflated(stream: string): string | undefined {
  try {
    return inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
  } catch {
    return undefined;
  }
}

const utf16 = (hex: string): string => {
  const clean = hex.replace(/\s+/g, '');
  const units: number[] = [];
  for (let i = 0; i + 4 <= clean.length; i += 4) units.push(parseInt(clean.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap (its bfchar and bfrange entries) as glyph code → text. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (section[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(entry[1] ?? '', 16), utf16(entry[2] ?? ''));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (section[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g)) {
      const start = parseInt(entry[1] ?? '', 16);
      const end = parseInt(entry[2] ?? '', 16);
      const target = entry[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((hex, index) => map.set(start + index, utf16(hex[1] ?? '')));
      } else {
        const first = utf16(target.slice(1, -1));
        for (let code = start; code <= end; code++) map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - start));
      }
    }
  }
  return map;
}

/** The page fonts' resource names (/F1) with their ToUnicode maps, for the fonts that have one (embedded fonts). */
function fontMaps(raw: string): Map<string, Map<number, string>> {
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const stream = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    objects.set(match[1] ?? '', { dict: stream ? body.slice(0, stream.index) : body, stream: stream?.[1] });
  }
  const maps = new Map<string, Map<number, string>>();
  for (const resources of raw.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
    for (const [, name, ref] of (resources[1] ?? '').matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) {
      const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(objects.get(ref ?? '')?.dict ?? '')?.[1];
      const stream = toUnicode ? objects.get(toUnicode)?.stream : undefined;
      const cmap = stream === undefined ? undefined : (inflated(stream) ?? stream);
      if (name && cmap) maps.set(name, parseCmap(cmap));
    }
  }
  return maps;
}

/** A PDF literal string's bytes ('(\376\377\000A)' escapes undone), as text: UTF-16BE after its BOM, else Latin-1. */
function literal(body: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
    /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (escapes[escaped] ?? escaped),
  );
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  let text = '';
  for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode(bytes.charCodeAt(i) * 256 + bytes.charCodeAt(i + 1));
  return text;
}

const operators =
  /<<((?:[^>]|>(?!>))*)>>\s*BDC|\/[^\s/<>[\]()]+\s+BMC|\bEMC\b|\bBT\b|\bET\b|\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;

/**
 * The text a PDF shows, a line per text object (a drawn string): its content streams inflated,
 * the strings of their TJ/Tj operators decoded through the font's ToUnicode map for an embedded
 * font (two-byte glyph codes, as pdfkit writes them), as Latin-1 bytes for a standard one. A
 * marked-content span with an ActualText (platform/pdf/rich-text.ts puts each Devanagari run in
 * one) reads as that text, as Acrobat and Poppler copy it; its glyphs alone come in drawing order
 * (a short i matra ि before its consonant, a reph र् after its letter).
 */
export function pdfText(file: Buffer): string {
  const raw = file.toString('latin1');
  const maps = fontMaps(raw);
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const content = inflated(match[1] ?? '');
    if (content === undefined) continue;
    let cmap: Map<number, string> | undefined;
    // The marked-content spans open here: the ActualText of each, or null for one without.
    const spans: (string | null)[] = [];
    let line = '';
    const decode = (hex: string): string => {
      if (!cmap) return Buffer.from(hex, 'hex').toString('latin1');
      let out = '';
      for (let i = 0; i + 4 <= hex.length; i += 4) out += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
      return out;
    };
    for (const op of content.matchAll(operators)) {
      const [token, dictionary, font, array, single] = op;
      if (dictionary !== undefined) {
        const actual = /\/ActualText\s*\(((?:\\[\s\S]|[^\\)])*)\)/.exec(dictionary)?.[1];
        spans.push(actual === undefined ? null : literal(actual));
      } else if (token.endsWith('BMC')) spans.push(null);
      else if (token === 'EMC') {
        const actual = spans.pop();
        if (typeof actual === 'string' && !spans.some((span) => typeof span === 'string')) text += `${actual}\n`;
      } else if (token === 'BT') line = '';
      else if (token === 'ET') {
        if (line) text += `${line}\n`;
        line = '';
      } else if (font !== undefined) cmap = maps.get(font);
      else if (!spans.some((span) => typeof span === 'string')) {
        const hexes = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '') : [single ?? ''];
        line += hexes.map(decode).join('');
      }
    }
  }
  return text;
}
