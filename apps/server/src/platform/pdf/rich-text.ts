import { pdfFontName, textRuns, type PdfScript, type PdfWeight } from './fonts.ts';

/*
 * Text in the PDF fonts (fonts.ts), laid out here rather than by pdfkit's own wrapping: a line
 * mixes faces (Devanagari, Latin, bold labels) and pdfkit's `continued` text wraps and right-aligns
 * such mixes badly. Lines break at spaces; a word wider than the box breaks between graphemes.
 *
 * A line with Devanagari is drawn inside a marked-content span whose ActualText is the line as written:
 * shaping draws glyphs in visual order (the short i matra ि before its consonant, a reph र् after
 * the letter it tops) and one glyph can stand for several letters, so the glyphs alone copy out as
 * 'िकलो' for 'किलो' or 'ऑडर्र' for 'ऑर्डर'; readers that honour ActualText (Acrobat, Poppler's
 * pdftotext) copy and search the words as written.
 */

/** A piece of text in one weight: `[{ text: 'Seller: ', weight: 'bold' }, { text: 'रमेश कुमार' }]`. */
export type Span = { text: string; weight?: PdfWeight };
export type TextBox = { x: number; width: number; size: number; align?: 'left' | 'right' };

type Piece = { text: string; script: PdfScript; font: string; width: number; space: boolean };

function measure(doc: PDFKit.PDFDocument, text: string, font: string, size: number): number {
  return doc.font(font).fontSize(size).widthOfString(text);
}

/** The spans as lines of pieces, each piece one face. */
function layout(doc: PDFKit.PDFDocument, spans: readonly Span[], box: TextBox): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let lineWidth = 0;
  let spaces: Piece[] = [];
  let word: Piece[] = [];

  const place = (pieces: Piece[]) => {
    const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const spaceWidth = spaces.reduce((sum, piece) => sum + piece.width, 0);
    if (line.length > 0 && lineWidth + spaceWidth + width > box.width) {
      lines.push(line);
      line = [];
      lineWidth = 0;
    } else {
      line.push(...spaces);
      lineWidth += spaceWidth;
    }
    line.push(...pieces);
    lineWidth += width;
  };
  const endWord = () => {
    if (word.length === 0) return;
    const width = word.reduce((sum, piece) => sum + piece.width, 0);
    if (width <= box.width) place(word);
    else for (const part of breakWord(doc, word, box)) place(part);
    spaces = [];
    word = [];
  };
  const endLine = () => {
    endWord();
    lines.push(line);
    line = [];
    lineWidth = 0;
    spaces = [];
  };

  spans.forEach((span) => {
    const paragraphs = span.text.split('\n');
    paragraphs.forEach((paragraph, index) => {
      if (index > 0) endLine();
      for (const run of textRuns(paragraph)) {
        const font = pdfFontName(run.script, span.weight ?? 'regular');
        for (const text of run.text.split(/( +)/)) {
          if (!text) continue;
          const piece = { text, script: run.script, font, width: measure(doc, text, font, box.size), space: text.startsWith(' ') };
          if (piece.space) {
            endWord();
            spaces.push(piece);
          } else word.push(piece);
        }
      }
    });
  });
  endWord();
  if (line.length > 0) lines.push(line);
  return lines;
}

/** A word too wide for the box, cut between graphemes into parts that fit. */
function breakWord(doc: PDFKit.PDFDocument, word: readonly Piece[], box: TextBox): Piece[][] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const parts: Piece[][] = [];
  let part: Piece[] = [];
  let width = 0;
  for (const piece of word) {
    for (const { segment } of segmenter.segment(piece.text)) {
      const segmentWidth = measure(doc, segment, piece.font, box.size);
      if (part.length > 0 && width + segmentWidth > box.width) {
        parts.push(part);
        part = [];
        width = 0;
      }
      const last = part.at(-1);
      if (last?.font === piece.font) {
        last.text += segment;
        last.width += segmentWidth;
      } else part.push({ ...piece, text: segment, width: segmentWidth });
      width += segmentWidth;
    }
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** The height of one line at `size` (the faces share their metrics). */
export function lineHeight(doc: PDFKit.PDFDocument, size: number): number {
  return doc.font(pdfFontName('latin', 'regular')).fontSize(size).currentLineHeight(true);
}

/** How tall `spans` are in `box`. */
export function textHeight(doc: PDFKit.PDFDocument, spans: readonly Span[], box: TextBox): number {
  return layout(doc, spans, box).length * lineHeight(doc, box.size);
}

/**
 * Draws `spans` in `box` from `y` (doc.y when left out), a new page when a line would pass the
 * bottom margin; leaves doc.y below the text and doc.x at the box's left.
 */
export function drawText(doc: PDFKit.PDFDocument, spans: readonly Span[], box: TextBox, y = doc.y): void {
  const height = lineHeight(doc, box.size);
  let top = y;
  for (const line of layout(doc, spans, box)) {
    if (top + height > doc.page.maxY()) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    while (line.at(-1)?.space) line.pop();
    const width = line.reduce((sum, piece) => sum + piece.width, 0);
    let x = box.align === 'right' ? box.x + box.width - width : box.x;
    // Neighbouring pieces of one face are drawn as one string (one shaping run, one text operator).
    const drawn: Piece[] = [];
    for (const piece of line) {
      const last = drawn.at(-1);
      if (last?.font === piece.font) {
        last.text += piece.text;
        last.width += piece.width;
      } else drawn.push({ ...piece });
    }
    const actual = drawn.some((piece) => piece.script === 'devanagari');
    if (actual) doc.markContent('Span', { actual: drawn.map((piece) => piece.text).join('') });
    for (const piece of drawn) {
      doc.font(piece.font).fontSize(box.size).text(piece.text, x, top, { lineBreak: false });
      x += piece.width;
    }
    if (actual) doc.endMarkedContent();
    top += height;
  }
  doc.x = box.x;
  doc.y = top;
}
