// Who may see invoices, over the typed fake ERP: each persona's flags (erp-sandbox/src/data/personas.ts)
// decide before any invoice call. The invoice screens' data is in administration/accounts.integration.test.ts.
import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser } from '../testing/erp-answers/account.ts';

const INVOICES = 'query I($input: InvoicesInput!) { invoices(input: $input) { totalCount } }';
const SUMMARIES = 'query S($input: SummaryInvoicesInput) { summaryInvoices(input: $input) { totalCount } }';

const refusalOf = async (user: ErpUser, query: string, variables: Record<string, unknown>) => {
  const gateway = await unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user) });
  const result = await gateway.run(query, variables);
  return result.errors?.[0]?.extensions?.code ?? 'OK';
};

describe('open and paid invoices', () => {
  it('is not for punch-out, open browse or users without the flag', async () => {
    const punchout = erpUser({ id: 7, username: 'punchout@acme.example', user_type: 'punchout', open_invoices: false });
    const noHistory = erpUser({
      id: 53,
      username: 'nohistory@acme.example',
      open_invoices: false,
      order_history: false,
    });
    const openBrowse = erpUser({ id: 12, customer_number: '90001', customer_type: 'open_browse' });
    for (const user of [punchout, noHistory, openBrowse]) {
      expect(await refusalOf(user, INVOICES, { input: { status: 'OPEN' } }), user.username).toBe('FORBIDDEN');
    }
  });
});

describe('summary invoices', () => {
  it('are for punch-out sessions only, even with the flag and the customer setting', async () => {
    const both = { summary_invoices: true, customer_summary_invoices: true };
    const standard = erpUser({ id: 50, username: 'billing@acme.example', ...both });
    const punchOut = erpUser({ id: 51, username: 'punchbilling@acme.example', user_type: 'punchout', ...both });
    const routes = {
      'GET /summary-invoices/list/{customer}': () => ({ data: [], meta: { total_items: 0, current_items: 0 } }),
    };
    const run = async (user: ErpUser) => {
      const gateway = await unitGateway(
        { 'GET /user/{id}': () => user, ...routes },
        { principal: principalOfUser(user) },
      );
      const access = await gateway.run<{ orderAccess: { summaryInvoices: boolean } }>(
        '{ orderAccess { summaryInvoices } }',
      );
      const list = await gateway.run(SUMMARIES, { input: {} });
      return [access.data?.orderAccess.summaryInvoices, list.errors?.[0]?.extensions?.code ?? 'OK'];
    };
    expect(await run(standard)).toEqual([false, 'FORBIDDEN']);
    expect(await run(punchOut)).toEqual([true, 'OK']);
  });

  it('need the flag and the customer setting', async () => {
    // Allowed (punchbilling@acme.example, both set, punch-out): the listing in people.integration.test.ts.
    const buyer = erpUser({ summary_invoices: false, customer_summary_invoices: true });
    const northwind = erpUser({
      id: 52,
      username: 'billing@northwind.example',
      customer_number: '10002',
      summary_invoices: true,
      customer_summary_invoices: false,
    });
    for (const user of [buyer, northwind]) {
      expect(await refusalOf(user, SUMMARIES, { input: {} }), user.username).toBe('FORBIDDEN');
    }
  });
});
