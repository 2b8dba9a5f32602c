// Draws documents with pdfkit (docs/adr/0016-pdf-documents.md): US Letter, the standard Helvetica
// (no font files), one or more documents each starting a new page. A line is measured before it is
// drawn and moves whole to the next page (the table header repeated there), so no line is ever split;
// "Page n of m" counts each document's own pages, written once all of them are laid out.
import PDFDocument from 'pdfkit';
import type { DocumentLine, Labelled, StoreDocument } from './document.ts';
import type { DocumentTemplate } from './templates.ts';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 40;
const WIDTH = 612 - 2 * MARGIN;
/** Room kept at the bottom of every page for its footer. */
const FOOTER = 30;
const BODY = 9;
const PAD = 3;

type Column = { header: string; width: number; align: 'left' | 'right'; cell: (line: DocumentLine) => string };
const COLUMNS: Column[] = [
  { header: 'Line', width: 30, align: 'right', cell: (l) => String(l.lineNumber) },
  { header: 'Part #', width: 92, align: 'left', cell: (l) => l.partNumber },
  { header: 'Description', width: 176, align: 'left', cell: (l) => l.description },
  { header: 'Qty', width: 40, align: 'right', cell: (l) => l.quantity },
  { header: 'Unit', width: 34, align: 'left', cell: (l) => l.unit },
  { header: 'Unit price', width: 78, align: 'right', cell: (l) => l.unitPrice },
  { header: 'Extended', width: 82, align: 'right', cell: (l) => l.extended },
];

const bottomOf = (pdf: Pdf) => pdf.page.height - MARGIN - FOOTER;

const heightOf = (pdf: Pdf, texts: { text: string; width: number }[]) =>
  Math.max(...texts.map(({ text, width }) => pdf.heightOfString(text || ' ', { width: width - 2 * PAD }))) + 2 * PAD;

const drawRow = (pdf: Pdf, cells: string[], fill: string | null, color: string) => {
  const y = pdf.y;
  const height = heightOf(
    pdf,
    COLUMNS.map((column, i) => ({ text: cells[i] ?? '', width: column.width })),
  );
  if (fill) pdf.rect(MARGIN, y, WIDTH, height).fill(fill);
  pdf.fillColor(color);
  let x = MARGIN;
  COLUMNS.forEach((column, i) => {
    pdf.text(cells[i] ?? '', x + PAD, y + PAD, { width: column.width - 2 * PAD, align: column.align });
    x += column.width;
  });
  pdf.x = MARGIN;
  pdf.y = y + height;
};

const drawTableHeader = (pdf: Pdf, template: DocumentTemplate) => {
  pdf.font('Helvetica-Bold').fontSize(BODY);
  drawRow(
    pdf,
    COLUMNS.map((column) => column.header),
    template.primary,
    '#ffffff',
  );
  pdf.font('Helvetica');
};

/** A new page when `height` does not fit on this one; true when it turned. */
const ensureRoom = (pdf: Pdf, height: number): boolean => {
  if (pdf.y + height <= bottomOf(pdf)) return false;
  pdf.addPage();
  return true;
};

const drawLines = (pdf: Pdf, document: StoreDocument, template: DocumentTemplate) => {
  pdf.font('Helvetica-Bold').fontSize(BODY);
  const headerHeight = heightOf(
    pdf,
    COLUMNS.map((column) => ({ text: column.header, width: column.width })),
  );
  document.lines.forEach((line, index) => {
    pdf.font('Helvetica').fontSize(BODY);
    const cells = COLUMNS.map((column) => column.cell(line));
    const height = heightOf(
      pdf,
      COLUMNS.map((column, i) => ({ text: cells[i] ?? '', width: column.width })),
    );
    // The first line comes with the header; every page after a turn starts with the header again.
    if (ensureRoom(pdf, (index === 0 ? headerHeight : 0) + height) || index === 0) drawTableHeader(pdf, template);
    drawRow(pdf, cells, index % 2 === 1 ? template.stripe : null, '#1b1b1b');
  });
};

const drawLabelled = (pdf: Pdf, rows: Labelled[], x: number, width: number, align: 'left' | 'right' = 'left') => {
  for (const { label, value } of rows) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(label, x, y, { width: width / 2 - PAD, align });
    const labelBottom = pdf.y;
    pdf.font('Helvetica').text(value, x + width / 2, y, { width: width / 2, align });
    pdf.y = Math.max(labelBottom, pdf.y);
  }
};

const drawHeader = (pdf: Pdf, document: StoreDocument, template: DocumentTemplate) => {
  const top = pdf.y;
  pdf.fillColor(template.primary).font('Helvetica-Bold').fontSize(18).text(template.brandName, MARGIN, top);
  pdf.fillColor('#4a4a4a').font('Helvetica').fontSize(BODY).text(template.contact);
  const brandBottom = pdf.y;
  pdf
    .fillColor('#1b1b1b')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(document.title, MARGIN, top, { width: WIDTH, align: 'right' });
  pdf.fontSize(11).text(document.number, { width: WIDTH, align: 'right' });
  pdf.y = Math.max(brandBottom, pdf.y) + 6;
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + WIDTH, pdf.y)
    .lineWidth(1.5)
    .stroke(template.primary);
  pdf
    .moveDown(0.6)
    .fillColor('#1b1b1b')
    .font('Helvetica-Bold')
    .fontSize(BODY + 2);
  pdf.text(document.customer, MARGIN, pdf.y, { width: WIDTH });
  pdf.moveDown(0.5).fontSize(BODY);
};

/** The facts on the right; ship-to and bill-to stacked on the left. */
const drawAddresses = (pdf: Pdf, document: StoreDocument) => {
  const top = pdf.y;
  const half = WIDTH / 2;
  drawLabelled(pdf, document.facts, MARGIN + half, half);
  const factsBottom = pdf.y;
  pdf.y = top;
  for (const [title, lines] of [
    ['Ship to', document.shipTo],
    ['Bill to', document.billTo],
  ] as const) {
    pdf.font('Helvetica-Bold').text(title, MARGIN, pdf.y, { width: half - 10 });
    pdf.font('Helvetica').text(lines.join('\n'), { width: half - 10 });
    pdf.moveDown(0.5);
  }
  pdf.x = MARGIN;
  pdf.y = Math.max(factsBottom, pdf.y) + 10;
};

const drawNotes = (pdf: Pdf, notes: string[]) => {
  if (notes.length === 0) return;
  pdf.font('Helvetica-Bold').fontSize(BODY).text('Notes', MARGIN, pdf.y, { width: WIDTH });
  pdf.font('Helvetica');
  for (const note of notes) {
    ensureRoom(pdf, pdf.heightOfString(note, { width: WIDTH }));
    pdf.text(note, MARGIN, pdf.y, { width: WIDTH });
  }
  pdf.moveDown(0.8);
};

const drawTotals = (pdf: Pdf, totals: Labelled[]) => {
  pdf.fontSize(BODY + 1);
  const height = totals.length * pdf.currentLineHeight(true) + 12;
  ensureRoom(pdf, height);
  pdf.moveDown(0.6);
  drawLabelled(pdf, totals, MARGIN + WIDTH - 220, 220, 'right');
};

const drawFooters = (
  pdf: Pdf,
  documents: { document: StoreDocument; first: number; count: number }[],
  template: DocumentTemplate,
) => {
  for (const { document, first, count } of documents) {
    for (let n = 1; n <= count; n += 1) {
      pdf.switchToPage(first + n - 1);
      // Below the bottom margin: pdfkit would turn the page for text there unless the margin is lifted.
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      const y = pdf.page.height - MARGIN - BODY;
      pdf
        .font('Helvetica')
        .fontSize(BODY - 1)
        .fillColor('#4a4a4a');
      pdf.text(`${template.brandName} · ${document.title} ${document.number}`, MARGIN, y, { lineBreak: false });
      pdf.text(`Page ${n} of ${count}`, MARGIN, y, { width: WIDTH, align: 'right', lineBreak: false });
      pdf.page.margins.bottom = bottom;
    }
  }
};

/** The documents as one PDF, each starting a new page. */
export const renderDocuments = (documents: StoreDocument[], template: DocumentTemplate): Promise<Buffer> => {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: documents.map((d) => `${d.title} ${d.number}`).join(', '), Author: template.brandName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const ranges = documents.map((document) => {
    pdf.addPage();
    const first = pdf.bufferedPageRange().count - 1;
    drawHeader(pdf, document, template);
    drawAddresses(pdf, document);
    drawNotes(pdf, document.notes);
    drawLines(pdf, document, template);
    drawTotals(pdf, document.totals);
    return { document, first, count: pdf.bufferedPageRange().count - first };
  });
  drawFooters(pdf, ranges, template);
  pdf.end();
  return done;
};
