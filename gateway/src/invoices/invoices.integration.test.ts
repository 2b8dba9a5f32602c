// Invoices over the shared stack: the sandbox's open and paid invoices, the e-mail, summary invoices
// and their submission. Who may see them is unit-tested in invoice-access.test.ts.
import { describe, expect } from 'vitest';
import { test as it } from '../testing/fixtures.ts';
import { INVOICE_MESSAGES } from './invoices-provider.ts';
import { SUMMARY_DETAIL_COLUMNS, SUMMARY_LIST_COLUMNS } from './csv.ts';

const INVOICES = `query I($input: InvoicesInput!) { invoices(input: $input) {
  totalCount page pageSize nodes { invoiceNumber orderNumber invoiceDate dueDate amount { value } balance { value } agingBucket } } }`;
const EMAIL =
  'mutation E($input: SendInvoiceEmailInput!) { sendInvoiceEmail(input: $input) { message userErrors { message code } } }';
const SUMMARIES = `query S($input: SummaryInvoicesInput) { summaryInvoices(input: $input) {
  totalCount nodes { billingNumber groupNumber costCenter status billingDate } } }`;
const DETAIL = `query D($input: SummaryInvoiceInput!) { summaryInvoice(input: $input) { invoice { billingNumber status } lineCount lines { lineNumber } } }`;
const SUBMIT =
  'mutation U($input: SubmitSummaryInvoiceInput!) { submitSummaryInvoice(input: $input) { summaryInvoice { status submitDate } userErrors { code } } }';

type Inv = {
  invoiceNumber: string;
  orderNumber: string;
  invoiceDate: string;
  dueDate: string;
  balance: { value: number };
  agingBucket: string | null;
};

describe('open and paid invoices', () => {
  it('pages 50 by default, sorts by due date for aging, and spreads open invoices over aging buckets', async ({
    buyer,
  }) => {
    const open = await buyer.gql<{ invoices: { totalCount: number; pageSize: number; nodes: Inv[] } }>(INVOICES, {
      input: { status: 'OPEN', sortByDueDate: true, pageSize: 100 },
    });
    const page = open.data!.invoices;
    expect(page.nodes.length).toBeGreaterThan(5);
    const due = page.nodes.map((n) => n.dueDate);
    expect(due).toEqual([...due].sort());
    expect(new Set(page.nodes.map((n) => n.agingBucket)).size).toBeGreaterThanOrEqual(3);
    const paid = await buyer.gql<{ invoices: { pageSize: number; nodes: Inv[] } }>(INVOICES, {
      input: { status: 'PAID' },
    });
    expect(paid.data!.invoices.pageSize).toBe(50);
    expect(paid.data!.invoices.nodes.every((n) => n.balance.value === 0 && n.agingBucket === null)).toBe(true);
  });

  it('e-mails an invoice with the three messages of the spec', async ({ buyer }) => {
    const paid = await buyer.gql<{ invoices: { nodes: Inv[] } }>(INVOICES, { input: { status: 'PAID', pageSize: 1 } });
    const sent = await buyer.gql<{ sendInvoiceEmail: { message: string | null; userErrors: { message: string }[] } }>(
      EMAIL,
      { input: { orderNumber: paid.data!.invoices.nodes[0]!.orderNumber } },
    );
    expect(sent.data!.sendInvoiceEmail).toEqual({ message: INVOICE_MESSAGES.sent, userErrors: [] });
    const unknown = await buyer.gql<{ sendInvoiceEmail: { userErrors: { message: string }[] } }>(EMAIL, {
      input: { orderNumber: '9999999-00' },
    });
    expect(unknown.data!.sendInvoiceEmail.userErrors.map((e) => e.message)).toEqual([INVOICE_MESSAGES.unknownOrder]);
    const quote = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(
      '{ orderHistory(input: { mine: false, text: "Q-CONVERT-A" }) { nodes { orderNumber } } }',
    );
    const failed = await buyer.gql<{ sendInvoiceEmail: { userErrors: { message: string }[] } }>(EMAIL, {
      input: { orderNumber: quote.data!.orderHistory.nodes[0]!.orderNumber },
    });
    expect(failed.data!.sendInvoiceEmail.userErrors.map((e) => e.message)).toEqual([INVOICE_MESSAGES.failed]);
  });
});

describe('summary invoices', () => {
  it('filter by status and text, download 8 and 17 columns, and submit only in punch-out', async ({ stack }) => {
    const billing = await stack.clientAs('billing@acme.example');
    const pending = await billing.gql<{
      summaryInvoices: {
        totalCount: number;
        nodes: { billingNumber: string; groupNumber: string; costCenter: string; status: string }[];
      };
    }>(SUMMARIES, { input: { status: 'PENDING' } });
    const first = pending.data!.summaryInvoices.nodes[0]!;
    expect(pending.data!.summaryInvoices.nodes.every((n) => n.status === 'PENDING')).toBe(true);
    const long = await billing.gql(SUMMARIES, { input: { text: 'x'.repeat(26) } });
    expect(long.errors?.[0]?.message).toBe('Search text may be at most 25 characters.');
    const csv = await billing.gql<{ summaryInvoicesCsv: string }>('{ summaryInvoicesCsv }');
    const rows = csv.data!.summaryInvoicesCsv.trim().split('\r\n');
    expect(rows[0]!.split(',')).toEqual([...SUMMARY_LIST_COLUMNS]);
    expect(rows[1]!.split(',')).toHaveLength(8);
    const input = { billingNumber: first.billingNumber, groupNumber: first.groupNumber, costCenter: first.costCenter };
    const detail = await billing.gql<{ summaryInvoice: { lineCount: number; lines: unknown[] } }>(DETAIL, { input });
    expect(detail.data!.summaryInvoice.lines).toHaveLength(detail.data!.summaryInvoice.lineCount);
    const detailCsv = await billing.gql<{ summaryInvoiceCsv: string }>(
      'query C($input: SummaryInvoiceInput!) { summaryInvoiceCsv(input: $input) }',
      { input },
    );
    expect(detailCsv.data!.summaryInvoiceCsv.split('\r\n')[0]!.split(',')).toEqual([...SUMMARY_DETAIL_COLUMNS]);
    expect(SUMMARY_DETAIL_COLUMNS).toHaveLength(17);
    const notPunchOut = await billing.gql<{ submitSummaryInvoice: { userErrors: { code: string }[] } }>(SUBMIT, {
      input,
    });
    expect(notPunchOut.data!.submitSummaryInvoice.userErrors).toEqual([{ code: 'FORBIDDEN' }]);
    const punchout = await stack.clientAs('punchbilling@acme.example');
    const submitted = await punchout.gql<{ submitSummaryInvoice: { summaryInvoice: { status: string } | null } }>(
      SUBMIT,
      { input },
    );
    expect(submitted.data!.submitSummaryInvoice.summaryInvoice?.status).toBe('SUBMITTED');
    const foreign = await (await stack.clientAs('buyer@globex.example')).gql(DETAIL, { input });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
