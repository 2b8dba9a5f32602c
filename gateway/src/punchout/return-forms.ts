import type { PunchOutReturn } from '../auth/session.ts';
import { orderMessage } from './cxml.ts';

/** One cart (or invoice) line as it goes back to the procurement system, at the server's price. */
export type TransferLine = {
  line: number;
  partNumber: string;
  description: string;
  quantity: number;
  uom: string;
  price: number;
  unspsc: string;
  manufacturerName: string;
  manufacturerPartId: string;
};

export type FormField = { name: string; value: string };

/** The form the browser posts to the procurement system's return address. */
export type ReturnForm = { action: string; target: string; fields: FormField[] };

// OCI 4.0 field lengths: DESCRIPTION is CHAR 40; the whole text also goes in LONGTEXT, so nothing is lost.
const OCI_DESCRIPTION = 40;

/** The spec's hook form (cart-checkout-orders §2): the hidden fields once per line. */
const specLineFields = (lines: readonly TransferLine[]): FormField[] =>
  lines.flatMap((line) => [
    { name: 'PartNumber', value: line.partNumber },
    { name: 'UOM', value: line.uom },
    { name: 'Line', value: String(line.line) },
    { name: 'Qty', value: String(line.quantity) },
    { name: 'Price', value: line.price.toFixed(2) },
    { name: 'Description', value: line.description },
    { name: 'UNSPSC', value: line.unspsc },
    { name: 'ManufacturerName', value: line.manufacturerName },
    { name: 'ManufacturerPartID', value: line.manufacturerPartId },
  ]);

/** OCI 4.0 NEW_ITEM-* fields with the 1-based line index, and the ~OkCode/~TARGET/~CALLER echo. */
const ociFields = (lines: readonly TransferLine[], target: string): FormField[] => [
  ...lines.flatMap((line) => {
    const n = line.line;
    return [
      { name: `NEW_ITEM-DESCRIPTION[${n}]`, value: line.description.slice(0, OCI_DESCRIPTION) },
      { name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: line.description },
      { name: `NEW_ITEM-QUANTITY[${n}]`, value: String(line.quantity) },
      { name: `NEW_ITEM-UNIT[${n}]`, value: line.uom },
      { name: `NEW_ITEM-PRICE[${n}]`, value: line.price.toFixed(2) },
      { name: `NEW_ITEM-PRICEUNIT[${n}]`, value: '1' },
      { name: `NEW_ITEM-CURRENCY[${n}]`, value: 'USD' },
      { name: `NEW_ITEM-VENDORMAT[${n}]`, value: line.partNumber },
      { name: `NEW_ITEM-MATGROUP[${n}]`, value: line.unspsc },
      { name: `NEW_ITEM-MANUFACTMAT[${n}]`, value: line.manufacturerPartId },
      { name: `NEW_ITEM-CUST_FIELD1[${n}]`, value: line.manufacturerName },
    ];
  }),
  { name: '~OkCode', value: 'ADDI' },
  { name: '~TARGET', value: target },
  { name: '~CALLER', value: 'CTLG' },
];

/** The return form in the session's format; prices and lines are the server's, never the browser's. */
export const returnForm = (session: PunchOutReturn, lines: readonly TransferLine[], total: number): ReturnForm => {
  const fields =
    session.format === 'CXML'
      ? [{ name: 'cxml-urlencoded', value: orderMessage(session, lines, total) }]
      : session.format === 'OCI'
        ? ociFields(lines, session.target)
        : // QuoteNumber is part of the spec's form; our carts carry no quote number, so it goes empty.
          [...specLineFields(lines), { name: 'QuoteNumber', value: '' }];
  return { action: session.url, target: session.target, fields };
};

/** The spec's invoice version of the hook form: the summary invoice's numbers, then its lines. */
export const invoiceForm = (
  session: PunchOutReturn,
  lines: readonly TransferLine[],
  invoice: { billingNumber: string; groupNumber: string },
): ReturnForm => ({
  action: session.url,
  target: session.target,
  fields: [
    { name: 'InvoiceNumber', value: invoice.billingNumber },
    { name: 'GroupNumber', value: invoice.groupNumber },
    ...specLineFields(lines),
  ],
});
