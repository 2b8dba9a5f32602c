// Documents people file and forward: order confirmations, quotes and invoices as PDF (docs/documents.md).

/** The three documents the gateway prints. */
export type DocumentKind = 'order' | 'quote' | 'invoice';

/** At most this many invoices go into one "Download selected" PDF. */
export const INVOICES_PDF_MAX = 50;
export const TOO_MANY_INVOICES = `Select at most ${INVOICES_PDF_MAX} invoices to download as one PDF.`;
export const NO_INVOICES_SELECTED = 'Select at least one invoice to download.';

/** The gateway's route for one document, by its number as number-suffix (`1045821-00`). */
export const documentPdfPath = (kind: DocumentKind, number: string): string =>
  `/documents/${kind}/${encodeURIComponent(number)}.pdf`;

/** The gateway's route for several invoices in one PDF, in the order given. */
export const invoicesPdfPath = (numbers: readonly string[]): string =>
  `/documents/invoices.pdf?numbers=${numbers.map(encodeURIComponent).join(',')}`;
