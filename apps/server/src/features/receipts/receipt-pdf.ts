import PDFDocument from 'pdfkit';
import { intlLocale } from '@kt/contract/i18n/formats';
import { indiaMinute } from '@kt/contract/india-time';
import type { Receipt } from '@kt/contract/orders/receipts';
import { siteName } from '@kt/contract/site';
import { registerPdfFonts } from '../../platform/pdf/fonts.ts';
import { drawText, textHeight, type Span, type TextBox } from '../../platform/pdf/rich-text.ts';
import { receiptAmount, receiptMoney, receiptSellerLine, receiptTexts as t, receiptUnit } from './receipt-texts.ts';

/** Draws a JPEG or PNG photo below the text; false for another type or a file pdfkit cannot read (the receipt still goes out). */
function drawPhoto(doc: PDFKit.PDFDocument, photo: Buffer, left: number): boolean {
  if (photo[0] !== 0xff && photo[0] !== 0x89) return false;
  try {
    doc.image(photo, left, doc.y + 4, { fit: [200, 150] });
  } catch {
    return false;
  }
  doc.y += 158;
  return true;
}

/**
 * The receipt as an A4 PDF in the language of the moment (the caller's `inLanguage()`), nothing
 * loaded from outside. Issue 29: its text is Noto Sans Devanagari (platform/pdf/fonts.ts), so a
 * Hindi name or address and the ₹ sign print as they are; only the glyphs used are embedded.
 */
export function receiptPdf(receipt: Receipt, scalePhoto?: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: intlLocale(),
    info: { Title: `${t.title} ${receipt.order_number}`, Author: siteName, Subject: receipt.order_number },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const block = (size: number): TextBox => ({ x: left, width, size });
  drawText(doc, [{ text: siteName, weight: 'bold' }], block(18), 50);
  drawText(doc, [{ text: `${t.title} - ${t.order} ${receipt.order_number}` }], block(13));
  doc.moveDown(0.8);

  const fact = (label: string, value: string) => drawText(doc, [{ text: `${label}: `, weight: 'bold' }, { text: value }], block(10));
  fact(t.order, receipt.order_number);
  fact(t.completedOn, indiaMinute(new Date(receipt.completed_at)));
  fact(t.pickupSlot, `${receipt.pickup_date}, ${receipt.pickup_time}`);
  fact(t.seller, receiptSellerLine(receipt.customer));
  fact(t.address, `${receipt.customer.address} - ${receipt.customer.pincode}`);
  fact(t.dealer, `${receipt.dealer.name} (${receipt.dealer.kt_id}), ${t.mobile} ${receipt.dealer.mobile_number}`);
  doc.moveDown(1);

  // The items: name | rate | weight | amount, amounts right-aligned.
  const columns: TextBox[] = [
    { x: left, width: width * 0.46, size: 10, align: 'left' },
    { x: left + width * 0.46, width: width * 0.18, size: 10, align: 'right' },
    { x: left + width * 0.64, width: width * 0.16, size: 10, align: 'right' },
    { x: left + width * 0.8, width: width * 0.2, size: 10, align: 'right' },
  ];
  const row = (cells: readonly string[], bold = false) => {
    const spans = cells.map((cell): Span[] => [{ text: cell, weight: bold ? 'bold' : 'regular' }]);
    const height = Math.max(0, ...spans.map((cell, index) => (columns[index] ? textHeight(doc, cell, columns[index]) : 0)));
    if (doc.y + height > doc.page.maxY()) doc.addPage();
    const y = doc.y;
    let bottom = y;
    spans.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      drawText(doc, cell, column, y);
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    doc.x = left;
  };
  row([t.item, t.rate, t.weight, t.amount], true);
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .stroke();
  for (const item of receipt.items) {
    const name = item.added_at_door ? `${item.subcategory_name} (${t.addedAtDoor})` : item.subcategory_name;
    const unit = receiptUnit(item.unit);
    row([name, `${receiptAmount(item.unit_price)}/${unit}`, `${item.weight_kg} ${unit}`, receiptAmount(item.amount)]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 6;
  if (receipt.adjustment_amount !== null) row([t.adjustment, '', '', receiptAmount(receipt.adjustment_amount)]);
  row([t.total, '', '', receiptMoney(receipt.total_amount)], true);
  doc.moveDown(0.5);
  fact(t.payment, t.methods[receipt.payment_method]);
  if (receipt.payment_reference) fact(receipt.payment_method === 'upi' ? t.utr : t.reference, receipt.payment_reference);
  if (receipt.commission_amount !== null) fact(t.commission, receiptMoney(receipt.commission_amount));
  // Issue 28: the photo of the scale's reading the dealer attached (pdfkit draws JPEG and PNG; a WebP is named only).
  if (receipt.scale_photo) {
    doc.moveDown(0.5);
    drawText(doc, [{ text: t.scalePhoto, weight: 'bold' }], block(10));
    if (!(scalePhoto && drawPhoto(doc, scalePhoto, left))) drawText(doc, [{ text: t.scalePhotoOnPage }], block(9));
  }
  doc.moveDown(1);
  doc.fillColor('#52606d');
  drawText(doc, [{ text: t.footer }], block(8));
  doc.end();
  return done;
}
