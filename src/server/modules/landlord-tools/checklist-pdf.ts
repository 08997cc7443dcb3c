import { numberedChecklistPoints, VA_PROPERTY_CHECKLIST_TITLE } from '@shared/domain/va-property-checklist';
import PDFDocument from 'pdfkit';

const TICK_BOX = 10;

/**
 * The free VA Property Checklist as a printable PDF: a box to tick before each numbered point, the sections as
 * headings. Written from the shared list, so it says what the toolkit preview quotes. Uncompressed: it is small,
 * and its text stays searchable in a test.
 */
function writeChecklistPdf(): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: false,
    info: { Title: VA_PROPERTY_CHECKLIST_TITLE, Author: 'Veterans Housing Marketplace' },
  });
  doc.font('Helvetica-Bold').fontSize(20).text(VA_PROPERTY_CHECKLIST_TITLE);
  doc.font('Helvetica').fontSize(11).fillColor('#444444');
  doc.text('What to check before veterans move in. Tick each point when it is true of your home.');
  doc.fillColor('#000000');
  let section = '';
  for (const point of numberedChecklistPoints()) {
    if (point.section !== section) {
      section = point.section;
      doc.moveDown().font('Helvetica-Bold').fontSize(13).text(section).font('Helvetica').fontSize(11);
    }
    doc.moveDown(0.4);
    const top = doc.y;
    doc.rect(doc.page.margins.left, top + 1, TICK_BOX, TICK_BOX).stroke();
    doc.text(`${point.number}. ${point.text}`, doc.page.margins.left + TICK_BOX + 8, top);
  }
  doc.end();
  return doc;
}

let made: Promise<Buffer> | undefined;

/** The checklist never changes while the server runs: it is written once, on first request, and kept. */
export function checklistPdf(): Promise<Buffer> {
  made ??= new Promise<Buffer>((resolve, reject) => {
    const doc = writeChecklistPdf();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', (error) => {
      made = undefined;
      reject(error);
    });
  });
  return made;
}
