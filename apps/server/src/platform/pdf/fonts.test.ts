import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { pdfFontName, registerPdfFonts, textRuns } from './fonts.ts';
import { drawText } from './rich-text.ts';

function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  draw(doc);
  doc.end();
  return done;
}

describe('textRuns', () => {
  it('cuts a string into runs of the file that has its letters: Devanagari and ₹ apart from Latin, digits and punctuation', () => {
    expect(textRuns('रमेश कुमार (KTC000007)')).toEqual([
      { text: 'रमेश कुमार ', script: 'devanagari' },
      { text: '(KTC000007)', script: 'latin' },
    ]);
    expect(textRuns('₹1,25,000.00')).toEqual([
      { text: '₹', script: 'devanagari' },
      { text: '1,25,000.00', script: 'latin' },
    ]);
    expect(textRuns('गली नंबर 4, आगरा')).toEqual([
      { text: 'गली नंबर ', script: 'devanagari' },
      { text: '4, ', script: 'latin' },
      { text: 'आगरा', script: 'devanagari' },
    ]);
    expect(textRuns('Łódź')).toEqual([
      { text: 'Ł', script: 'latinExt' },
      { text: 'ód', script: 'latin' },
      { text: 'ź', script: 'latinExt' },
    ]);
  });

  it('writes a letter no file has as ?, never a missing glyph', () => {
    expect(textRuns('名 A')).toEqual([{ text: '? A', script: 'latin' }]);
  });
});

describe('drawText in the PDF fonts', () => {
  it('copies out Hindi as written (ActualText), shaped, with the ₹ glyph, and embeds only the glyphs used', async () => {
    const words = ['रमेश कुमार', 'गली नंबर 4, आगरा', 'किशन का ऑर्डर', '₹57.29', 'पूरी की गई।'];
    const pdf = await pdfOf((doc) => {
      for (const text of words) drawText(doc, [{ text }], { x: 50, width: 495, size: 10 });
      drawText(doc, [{ text: 'Total: ', weight: 'bold' }, { text: 'Rs 57.29' }], { x: 50, width: 495, size: 10 });
    });
    const lines = pdfText(pdf).split('\n');
    for (const text of words) expect(lines).toContain(text);
    expect(lines).toContain('Total: ');
    expect(lines).toContain('Rs 57.29');
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('needs the ActualText: the glyphs alone come in visual order (short i before its consonant, reph after its letter)', async () => {
    const pdf = await pdfOf((doc) => {
      doc.font(pdfFontName('devanagari', 'regular')).fontSize(10).text('किशन ऑर्डर', 50, 50, { lineBreak: false });
    });
    expect(pdfText(pdf).replace(/\n/g, '')).toBe('िकशन ऑडर्र');
  });

  it('wraps a long line within its box and right-aligns', async () => {
    const long = 'मकान नंबर 221, गली नंबर 4, शास्त्री नगर के पास, पुराने पानी की टंकी वाली सड़क, लोहामंडी, आगरा, उत्तर प्रदेश';
    const pdf = await pdfOf((doc) => {
      drawText(doc, [{ text: long }], { x: 50, width: 200, size: 10 });
      drawText(doc, [{ text: '₹1,25,000.00' }], { x: 50, width: 200, size: 10, align: 'right' });
    });
    const lines = pdfText(pdf).split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(0, -1).join(' ')).toBe(long);
    expect(lines.at(-1)).toBe('₹1,25,000.00');
  });
});
