import PDFDocument from 'pdfkit';
import { indiaMinute } from '@kt/contract/india-time';
import { receiptSeller } from '@kt/contract/orders/receipt-labels';
import type { Receipt } from '@kt/contract/orders/receipts';
import { siteName } from '@kt/contract/site';
import { receiptTexts as t } from './receipt-texts.ts';

/**
 * The standard PDF fonts (Helvetica) write only Windows-1252: any other letter (a name in
 * Devanagari, the rupee sign) becomes '?', so the file never shows a broken glyph.
 */
const printable = (text: string): string => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

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

/** The receipt as an A4 PDF (pdfkit, standard fonts, nothing loaded from outside). */
export function receiptPdf(receipt: Receipt, scalePhoto?: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${receipt.order_number}`, Author: siteName, Subject: receipt.order_number },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(18).text(siteName, left, 50);
  doc.font('Helvetica').fontSize(13).text(`${t.title} - ${t.order} ${receipt.order_number}`);
  doc.moveDown(0.8);

  const fact = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(printable(value));
  };
  fact(t.order, receipt.order_number);
  fact(t.completedOn, indiaMinute(new Date(receipt.completed_at)));
  fact(t.pickupSlot, `${receipt.pickup_date}, ${receipt.pickup_time}`);
  fact(t.seller, receiptSeller(receipt.customer));
  fact(t.address, `${receipt.customer.address} - ${receipt.customer.pincode}`);
  fact(t.dealer, `${receipt.dealer.name} (${receipt.dealer.kt_id}), ${t.mobile} ${receipt.dealer.mobile_number}`);
  doc.moveDown(1);

  // The items: name | rate | weight | amount, amounts right-aligned.
  const columns = [
    { x: left, w: width * 0.46, align: 'left' as const },
    { x: left + width * 0.46, w: width * 0.18, align: 'right' as const },
    { x: left + width * 0.64, w: width * 0.16, align: 'right' as const },
    { x: left + width * 0.8, w: width * 0.2, align: 'right' as const },
  ];
  const row = (cells: readonly string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(printable(cell), column.x, y, { width: column.w, align: column.align });
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
    row([name, `${item.unit_price}/${item.unit}`, `${item.weight_kg} ${item.unit}`, item.amount]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 6;
  if (receipt.adjustment_amount !== null) row([t.adjustment, '', '', receipt.adjustment_amount]);
  row([t.total, '', '', `Rs ${receipt.total_amount}`], true);
  doc.moveDown(0.5);
  fact(t.payment, t.methods[receipt.payment_method]);
  if (receipt.payment_reference) fact(receipt.payment_method === 'upi' ? t.utr : t.reference, receipt.payment_reference);
  if (receipt.commission_amount !== null) fact(t.commission, `Rs ${receipt.commission_amount}`);
  // Issue 28: the photo of the scale's reading the dealer attached (pdfkit draws JPEG and PNG; a WebP is named only).
  if (receipt.scale_photo) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(10).text(t.scalePhoto, left, doc.y);
    if (!(scalePhoto && drawPhoto(doc, scalePhoto, left))) doc.font('Helvetica').fontSize(9).text(t.scalePhotoOnPage, left, doc.y);
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).fillColor('#52606d').text(t.footer, left, doc.y, { width });
  doc.end();
  return done;
}
