import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/*
 * The fonts of the server's PDFs (issue 29): Noto Sans Devanagari from @fontsource (OFL-1.1),
 * regular and bold. The package cuts the face into files by script, as a browser loads it: the
 * `devanagari` file holds the Devanagari letters, ZWJ/ZWNJ and the rupee sign (₹) but no digits
 * or Latin punctuation; the `latin` file holds Latin-1, digits and punctuation; `latin-ext` the
 * accented letters beyond Latin-1. So a line is drawn in runs, each run with the file that has
 * its letters (`textRuns`). pdfkit (fontkit) shapes Devanagari (matras, conjuncts) and embeds only
 * the glyphs a document uses, so a receipt carries a few kilobytes of each file, not the 80 KB.
 * Speed: the WOFF files are unpacked to plain TrueType (`sfntOfWoff`: fontkit inflates a WOFF's
 * tables in JavaScript at every read, seconds a receipt), parsed once per process, and their
 * shaping of each word (GSUB/GPOS lookups, the bulk of the work) is kept across documents.
 */

export type PdfScript = 'devanagari' | 'latin' | 'latinExt';
export type PdfWeight = 'regular' | 'bold';

const files: Record<PdfScript, string> = { devanagari: 'devanagari', latin: 'latin', latinExt: 'latin-ext' };
const weights: Record<PdfWeight, number> = { regular: 400, bold: 700 };

/** The name a document knows a face by ('noto-devanagari-bold'). */
export function pdfFontName(script: PdfScript, weight: PdfWeight): string {
  return `noto-${files[script]}-${weight}`;
}

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

/** A WOFF 1.0 file as the TrueType/OpenType font it wraps: its tables inflated, laid out as an sfnt (the WOFF spec, section 5). */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: the sfnt version
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

function fontFile(script: PdfScript, weight: PdfWeight): Buffer {
  const name = `noto-sans-devanagari-${files[script]}-${weights[weight]}-normal.woff`;
  let data = cache.get(name);
  if (!data) cache.set(name, (data = sfntOfWoff(readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`)))));
  return data;
}

/** What pdfkit reads of a fontkit glyph run. */
type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type GlyphRun = { glyphs: readonly unknown[]; positions: GlyphPosition[]; advanceWidth: number };
type FontkitFont = { layout(text: string, features?: unknown): GlyphRun };

// fontkit is pdfkit's own font engine (the version pdfkit uses); its package ships no types.
const fontkit = require('fontkit') as { create(data: Buffer): FontkitFont };

/**
 * A parsed face whose `layout` (what pdfkit's EmbeddedFont calls to shape a word) remembers its
 * runs, the last 2,000 words per face. Each call answers fresh positions: pdfkit scales
 * them in place. Everything else (the tables, `createSubset`) is the parsed font's, through its prototype.
 */
function withShapingCache(font: FontkitFont): FontkitFont {
  const runs = new LRUCache<string, GlyphRun>({ max: 2000 });
  const cached = Object.create(font) as FontkitFont;
  cached.layout = (text, features) => {
    if (features) return font.layout(text, features);
    let run = runs.get(text);
    if (!run) runs.set(text, (run = font.layout(text)));
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return cached;
}

const parsed = new Map<string, FontkitFont>();

function face(script: PdfScript, weight: PdfWeight): FontkitFont {
  const name = pdfFontName(script, weight);
  let font = parsed.get(name);
  if (!font) parsed.set(name, (font = withShapingCache(fontkit.create(fontFile(script, weight)))));
  return font;
}

/**
 * Registers the six faces with a document (parsed once per process; pdfkit embeds, per document,
 * a subset of the glyphs it drew). pdfkit takes a fontkit font where its types say file or bytes.
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const script of Object.keys(files) as PdfScript[]) {
    for (const weight of Object.keys(weights) as PdfWeight[]) doc.registerFont(pdfFontName(script, weight), face(script, weight) as unknown as Buffer);
  }
}

/** A unicode-range as the package's CSS writes it (400.css), as [first, last] code points. */
function ranges(css: string): [number, number][] {
  return css.split(',').map((part) => {
    const [first = '0', last = first] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

// Checked in this order: Devanagari first, so ₹ (in both the devanagari and latin-ext files) joins the Devanagari run.
const coverage: [PdfScript, [number, number][]][] = [
  ['devanagari', ranges('U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09')],
  [
    'latin',
    ranges('U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'),
  ],
  [
    'latinExt',
    ranges(
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    ),
  ],
];

/** Characters every file has: they stay in the run they are in rather than start one. */
const shared = new Set([' ', '\u00a0']);

function scriptOf(char: string): PdfScript | undefined {
  const code = char.codePointAt(0) ?? 0;
  return coverage.find(([, covered]) => covered.some(([first, last]) => code >= first && code <= last))?.[0];
}

export type TextRun = { text: string; script: PdfScript };

/**
 * `text` cut into runs of one file each: 'रमेश कुमार (KTC000007)' → 'रमेश कुमार ' (devanagari),
 * '(KTC000007)' (latin). A letter no file has becomes '?', so the PDF never shows a missing glyph.
 */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text) {
    if (current && shared.has(char)) {
      current.text += char;
      continue;
    }
    const script = scriptOf(char);
    const drawn = script ? char : '?';
    const runScript = script ?? 'latin';
    if (current?.script === runScript) current.text += drawn;
    else runs.push((current = { text: drawn, script: runScript }));
  }
  return runs;
}
