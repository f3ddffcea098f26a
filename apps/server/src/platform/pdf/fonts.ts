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
 * runs, the last few thousand words per face. Each call answers fresh positions: pdfkit scales
 * them in place. Everything else (the tables, `createSubset`) is the parsed font's, through its prototype.
 */
function withShapingCache(font: FontkitFont): FontkitFont {
  const runs = new LRUCache<string, GlyphRun>({ max: 5000 });
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

// The unicode-range of each file, as the package's CSS declares it (400.css).
const devanagariRange = /[\u0900-\u097f\u1cd0-\u1cf9\u200c\u200d\u20a8\u20b9\u20f0\u25cc\ua830-\ua839\ua8e0-\ua8ff]/u;
const latinRange = /[\u0000-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd]/u;
const latinExtRange =
  /[\u0100-\u02ba\u02bd-\u02c5\u02c7-\u02cc\u02ce-\u02d7\u02dd-\u02ff\u0304\u0308\u0329\u1d00-\u1dbf\u1e00-\u1e9f\u1ef2-\u1eff\u2020\u20a0-\u20ab\u20ad-\u20c0\u2113\u2c60-\u2c7f\ua720-\ua7ff]/u;
/** Characters every file has: they stay in the run they are in rather than start one. */
const shared = /[ \u00a0]/u;

function scriptOf(char: string): PdfScript | undefined {
  if (devanagariRange.test(char)) return 'devanagari';
  if (latinRange.test(char)) return 'latin';
  if (latinExtRange.test(char)) return 'latinExt';
  return undefined;
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
    if (current && shared.test(char)) {
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
