import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The fonts of the server's PDFs (issue 29): Noto Sans Devanagari from @fontsource (OFL-1.1),
 * regular and bold. The package cuts the face into files by script, as a browser loads it: the
 * `devanagari` file holds the Devanagari letters, ZWJ/ZWNJ and the rupee sign (₹) but no digits
 * or Latin punctuation; the `latin` file holds Latin-1, digits and punctuation; `latin-ext` the
 * accented letters beyond Latin-1. So a line is drawn in runs, each run with the file that has
 * its letters (`textRuns`). pdfkit (fontkit) shapes Devanagari (matras, conjuncts) and embeds only
 * the glyphs a document uses, so a receipt carries a few kilobytes of each file, not the 80 KB.
 * WOFF, not WOFF2: fontkit subsets a WOFF's plain glyf table.
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

function fontFile(script: PdfScript, weight: PdfWeight): Buffer {
  const name = `noto-sans-devanagari-${files[script]}-${weights[weight]}-normal.woff`;
  let data = cache.get(name);
  if (!data) cache.set(name, (data = readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`))));
  return data;
}

/** Registers the six faces with a document (read from disk once per process; pdfkit parses and subsets them per document). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const script of Object.keys(files) as PdfScript[]) {
    for (const weight of Object.keys(weights) as PdfWeight[]) doc.registerFont(pdfFontName(script, weight), fontFile(script, weight));
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
